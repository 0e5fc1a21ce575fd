package ohol.tui.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Map;
import ohol.tui.Captures;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.FrameDecoder;
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
}
