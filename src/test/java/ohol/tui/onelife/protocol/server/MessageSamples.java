package ohol.tui.onelife.protocol.server;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameEncoder;

/**
 * Wire samples of every tag in the registry (from the protocol text or the captures, in the
 * form the server writes them): the round-trip test's fixtures, and the messages of the JSON
 * goldens.
 */
public final class MessageSamples {
    private MessageSamples() {}

    public static final Map<String, List<String>> BY_TAG = Map.ofEntries(
            Map.entry("SN", List.of("SN\n0/160\n2ED2B849D99E09130835CADA70FF5F874663725F12\n437\n#")),
            Map.entry("SHUTDOWN", List.of("SHUTDOWN\n12/160\n#")),
            Map.entry("SERVER_FULL", List.of("SERVER_FULL\n160/160\n#")),
            Map.entry("ACCEPTED", List.of("ACCEPTED\n#")),
            Map.entry("REJECTED", List.of("REJECTED\n#")),
            Map.entry("NO_LIFE_TOKENS", List.of("NO_LIFE_TOKENS\nREJECTED\n#")),
            Map.entry(
                    "PU",
                    List.of("PU\n12 2462 0 0 0 0 0 0 0 0 -1 0.43 2 1 0 0 14.07 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n"
                            + "15 351 -1 1 3 -16 292,33,34:35 1 2 3 -1 0.83 0 0 5 -6 14.21 60.00 3.75"
                            + " 199;0;0;0;0;198,33,33 1 31 -1 1 1\n"
                            + "19 1009 0 0 0 0 0 0 0 0 -1 0.00 0 0 X X 0.64 60.00 0.00 0;0;0;0;0;0 0 0 -1 0 0"
                            + " reason_hunger\n#")),
            Map.entry("MC", List.of("MC\n3 2 -1 4\n#0:0:0 2:0:161 3:898:33 1:0:292,33,34:35 6:0:0 0:0:2804")),
            Map.entry("FX", List.of("FX\n18 18 0 0 3.75 -1 0 0\n#")),
            Map.entry("FM", List.of("FM\n#")),
            Map.entry("PONG", List.of("PONG\n42#")),
            Map.entry(
                    "PM",
                    List.of(
                            "PM\n13 33 2 1.600 1.600 1 1 0 2 0 3 0 4 0 5 0 6 0\n20 -9 -3 1.775 1.774 0 -1 0 -2 -1 -3 -2\n#")),
            Map.entry("PO", List.of("PO\n22\n23\n#")),
            Map.entry("BW", List.of("BW\n16\n#")),
            Map.entry(
                    "PS",
                    List.of(
                            "PS\n1432/0 HELLO THERE\n1501/1 CURSE JOHN SMITH\n1448/0 HELP ME\n#",
                            "PS\n38499/0 :SPECIAL SPOT *map 13 6 92\n#",
                            "PS\n38501/0 OUTSIDER NAMELESS PERSON IS MY NEW FOLLOWER *visitor 38500 *map 3 0\n#")),
            Map.entry("LS", List.of("LS\n0 25 HELLO THERE\n14034 3424 CURSE JOHN SMITH\n-342 3847 HELP ME\n#")),
            Map.entry("PE", List.of("PE\n1432 4\n1501 6 30\n1448 1\n1449 17 -1\n#", "PE\n#")),
            Map.entry(
                    "MX",
                    List.of(
                            "MX\n-3 -18 0 5198 -1 0 -15 4.000000\n0 -15 0 0 -1\n5 6 898 292,33,34:35 12\n7 8 0 33 -12\n#")),
            Map.entry("HX", List.of("HX\n0.37 18.78 0.00#")),
            Map.entry("LN", List.of("LN\n15 eve=15\n16 15 eve=15\n#", "LN\n40 38 30 16 15 eve=15\n#")),
            Map.entry("NM", List.of("NM\n20 EVE HUNGRIA\n21 LUCY\n#")),
            Map.entry("AP", List.of("AP\n#")),
            Map.entry("AD", List.of("AD\n#")),
            Map.entry("DY", List.of("DY\n31 1\n32\n#")),
            Map.entry("HE", List.of("HE\n31\n32\n#")),
            Map.entry("PJ", List.of("PJ\n31 32\n#", "PJ\n31 0\n#")),
            Map.entry("MN", List.of("MN\n-40 12 2478\n#")),
            Map.entry("GV", List.of("GV\n-1 0 18\n#")),
            Map.entry("GM", List.of("GM\n3 4 5 6 0\n#", "GM\n3 4 5 6 1\n#")),
            Map.entry(
                    "GO",
                    List.of(
                            "GO\n-8 -2 20 19 12.500000 EVE_HUNING 18 15 eve=15\n#",
                            "GO\n1 2 44 19 -1.000000 ~ eve=44\n#")),
            Map.entry(
                    "ST",
                    List.of(
                            "ST\n3 -4 19 34.500000 2.250000 EVE_HUNKA 199;0;0;0;0;0 I_LOVE_YOU_ALL\n#",
                            "ST\n3 -4 19 60.000000 0.000000 ~ 0;0;0;0;0;0 -\n#")),
            Map.entry("OW", List.of("OW\n10 -3 20 22 24\n#")),
            Map.entry("FW", List.of("FW\n15 -1 -1\n16 15 0\n#")),
            Map.entry("EX", List.of("EX\n25 -1\n25 20\n25 22\n#")),
            Map.entry("VS", List.of("VS\n40 -5\n#")),
            Map.entry("CU", List.of("CU\n20 1 BAD_MEAN_LIAR\n22 0\n#")),
            Map.entry("CX", List.of("CX\n1#")),
            Map.entry("CS", List.of("CS\n3#")),
            Map.entry("FD", List.of("FD\n20 1000 -2000\n#")),
            Map.entry("BB", List.of("BB\n4 SWAMP\n6 ARCTIC_WASTE\n#", "BB\n#")),
            Map.entry("VU", List.of("VU\n301 14\n#")),
            Map.entry("PH", List.of("PH\n12 -7 0123456789abcdef0123456789abcdef01234567#")),
            Map.entry("SD", List.of("SD\n#")),
            Map.entry("MS", List.of("MS\nTHE_SERVER_WILL_RESTART_SOON.**SORRY!\n#")),
            Map.entry("WR", List.of("WR\n18 20 war\n22 24 peace\n#", "WR\n#")),
            Map.entry("LR", List.of("LR\n71 5028 5029 5030\n#")),
            Map.entry("TE", List.of("TE\n20 22 24\n#")),
            Map.entry("TS", List.of("TS\n37 5\n#")),
            Map.entry("HL", List.of("HL\n-200 300 HUNGRIA\n#", "HL\n-200 300 0\n#")),
            Map.entry("FL", List.of("FL\n20 1\n22 0\n#")),
            Map.entry("CR", List.of("CR\n4252 2\n#")),
            Map.entry("GH", List.of("GH\n31\n32#", "GH\n#")),
            Map.entry("RR", List.of("RR\n20 2421#")),
            Map.entry("RA", List.of("RA\nAAAAA-BBBBB-CCCCC http://example.com/account/7#")));

    /** The bytes of a sample; an MC sample's text after {@code #} is its payload, compressed here. */
    public static byte[] wire(String sample) {
        if (sample.startsWith("MC\n")) {
            int hash = sample.indexOf('#');
            String size = sample.substring(3, sample.indexOf('\n', 3));
            byte[] cells = sample.substring(hash + 1).getBytes(StandardCharsets.US_ASCII);
            return FrameEncoder.encode(new Frame("MC", List.of(size), cells));
        }
        return sample.getBytes(StandardCharsets.UTF_8);
    }
}
