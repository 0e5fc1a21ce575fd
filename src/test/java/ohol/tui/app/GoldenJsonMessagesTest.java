package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import ohol.tui.Captures;
import ohol.tui.Golden;
import ohol.tui.onelife.headless.Json;
import ohol.tui.onelife.protocol.server.MessageSamples;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.protocol.server.ServerStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The message lines of {@code decode} and headless mode, a public interface, compared byte for
 * byte with goldens: {@code decode} of every capture ({@code golden/json/decode/CAPTURE.txt}),
 * and every tag's wire samples, with more for what they leave out
 * ({@code golden/json/message/TAG.txt}).
 */
class GoldenJsonMessagesTest {
    /** Samples beyond the round-trip fixtures: the other shapes a message's fields take. */
    private static final Map<String, List<String>> MORE = Map.of(
            "PU",
            List.of("PU\n19 1009 0 0 0 0 0 0 0 0 -1 0.00 0 0 X X 0.64 60.00 0.00 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_killed_418\n20 19 0 0 0 0 0 0 0 0 -1 0.5 0 0 X X 1 60 0 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_killed_\n21 19 0 0 0 0 0 0 0 0 -1 0.5 0 0 X X 1 60 0 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_age\n22 19 0 0 0 0 0 0 0 0 -1 0.5 0 0 X X 1 60 0 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_disconnected\n23 19 0 0 0 0 0 0 0 0 -1 0.5 0 0 X X 1 60 0 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_nursing_hunger\n24 19 0 0 0 0 0 0 0 0 -1 0.5 0 0 X X 1 60 0 0;0;0;0;0;0 0 0 -1 0 0"
                    + " reason_SID\n#"),
            "MX",
            List.of("MX\n1 2 0 33 -1 4 5 1.5\n#"),
            "NM",
            List.of("NM\n20 EVE\n21 \u00c9VE <B>&'=\n#"),
            "PS",
            List.of("PS\n20/0 \"QUOTED\" \\ </b> & \u2028 \u00e9\n#"),
            "PJ",
            List.of("PJ\n0 32\n#"),
            "ZZ",
            List.of("ZZ\nA LINE\n\"QUOTED\" \\ <b>\n#", "ZZ\n#"));

    static Stream<String> tags() {
        var tags = new TreeSet<>(MessageSamples.BY_TAG.keySet());
        tags.addAll(MORE.keySet());
        return tags.stream();
    }

    static Stream<String> captures() {
        return Captures.names().stream();
    }

    @ParameterizedTest
    @MethodSource("tags")
    void theLinesOfEachTagAreAsBefore(String tag) {
        List<String> samples = new ArrayList<>(MessageSamples.BY_TAG.getOrDefault(tag, List.of()));
        samples.addAll(MORE.getOrDefault(tag, List.of()));
        Json json = new Json();
        StringBuilder lines = new StringBuilder();
        for (String sample : samples) {
            List<String> problems = new ArrayList<>();
            List<ServerMessage> messages = ServerStream.decodeAll(MessageSamples.wire(sample), problems);
            assertTrue(problems.isEmpty(), problems.toString());
            assertEquals(1, messages.size(), sample);
            lines.append(json.message(messages.get(0))).append('\n');
        }
        Golden.assertMatches("json/message/" + tag, lines.toString());
    }

    @ParameterizedTest
    @MethodSource("captures")
    void decodeOfEachCaptureIsAsBefore(String capture) {
        var out = new java.io.StringWriter();
        var err = new java.io.StringWriter();
        var cmd = Main.commandLine();
        cmd.setOut(new java.io.PrintWriter(out));
        cmd.setErr(new java.io.PrintWriter(err));
        assertEquals(0, cmd.execute("decode", Captures.file(capture).toString()), err.toString());
        Golden.assertMatches("json/decode/" + capture.replace(".cap", ""), out.toString());
    }

    @Test
    void theSamplesHaveEveryTag() {
        assertTrue(tags().toList().containsAll(ServerMessages.standard().tags()));
    }
}
