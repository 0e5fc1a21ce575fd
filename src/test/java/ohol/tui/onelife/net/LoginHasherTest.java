package ohol.tui.onelife.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import org.junit.jupiter.api.Test;

class LoginHasherTest {
    /** The keys listed in ../shared/captures/README.md. */
    private static final Map<String, String> KEYS = Map.of(
            "idle.cap", "AAAABBBBCCCCDDDDEEEE",
            "interact.cap", "AAAABBBBCCCCDDDDEEEE",
            "walk.cap", "AAAABBBBCCCCDDDDEEEE",
            "baby-mother.cap", "AAAABBBBCCCCDDDDEEEE",
            "baby-child.cap", "ZZZZYYYYXXXXWWWW",
            "crowd.cap", "OBSERVERKEY",
            "starve.cap", "OBSERVERKEY");

    @Test
    void reproducesTheLoginHashesOfEveryCapture() {
        assertEquals(KEYS.keySet(), new HashSet<>(Captures.names()), "a capture without a known key");
        for (String name : Captures.names()) {
            Frame sn = FrameDecoder.decodeAll(Captures.serverStream(name), new ArrayList<>())
                    .get(0);
            assertEquals("SN", sn.tag());
            String challenge = sn.lines().get(1);
            String[] login =
                    Captures.clientCommands(name).get(0).replace("#", "").split(" ");
            assertEquals("LOGIN", login[0]);
            assertEquals(login[3], LoginHasher.passwordHash("testPassword", challenge), name + " password hash");
            assertEquals(login[4], LoginHasher.accountKeyHash(KEYS.get(name), challenge), name + " key hash");
        }
    }

    @Test
    void accountKeyIsUpperCasedAndStrippedOfHyphensFirst() {
        String challenge = "2ED2B849D99E09130835CADA70FF5F874663725F12";
        assertEquals(
                LoginHasher.accountKeyHash("AAAABBBBCCCCDDDDEEEE", challenge),
                LoginHasher.accountKeyHash("aaaa-bbbb-cccc-dddd-eeee", challenge));
        assertEquals(
                "E6FB54AB569AF4AD43B1A31A132F2B3C282AB826",
                LoginHasher.accountKeyHash("aaaa-bbbb-cccc-dddd-eeee", challenge));
    }

    /** RFC 2202's HMAC-SHA1 case 2, and keys of every length against javax.crypto's HmacSHA1. */
    @Test
    void computesHmacSha1AsRfc2104() {
        assertEquals(
                "EFFCDF6AE5EB2FA2D27416D5F184DF9C259A7C79", LoginHasher.hmac("Jefe", "what do ya want for nothing?"));
        for (String key : new String[] {"k", "k".repeat(63), "k".repeat(64), "k".repeat(65), "x".repeat(80), "clé"}) {
            for (String data : new String[] {"", "Test Using Larger Than Block-Size Key - Hash Key First", "défi"}) {
                assertEquals(javaxHmac(key, data), LoginHasher.hmac(key, data), key.length() + " " + data);
            }
        }
        // a key is padded with zeros to the block: no key is one zero byte (javax.crypto takes no empty key)
        assertEquals(javaxHmac("\0", "data"), LoginHasher.hmac("", "data"));
    }

    private static String javaxHmac(String key, String data) {
        try {
            javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA1");
            mac.init(new javax.crypto.spec.SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA1"));
            return HexFormat.of().withUpperCase().formatHex(mac.doFinal(data.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }
}
