package ohol.tui.crossfire.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ohol.tui.core.net.Codec;
import ohol.tui.crossfire.CrossfireCaptures;
import ohol.tui.crossfire.net.CrossfireWire;
import org.junit.jupiter.api.Test;

/**
 * Hostile input: random bytes, real messages cut short or with bytes changed, lying lengths.
 * Nothing may escape the decoder but a message or a reported problem, and the stream goes on.
 */
class DecoderFuzzTest {
    private static final long SEED = 27;

    private static final class Counting implements Codec.Receiver<ServerMessage> {
        final List<ServerMessage> messages = new ArrayList<>();
        int problems;

        public void message(ServerMessage m) {
            messages.add(m);
        }

        public void problem(String description) {
            assertTrue(
                    description.length() < 300 && description.chars().allMatch(c -> c >= 0x20 && c < 0x7F),
                    "a problem's words are short and printable: " + description);
            problems++;
        }
    }

    @Test
    void everyRealMessageCutShortOrChangedIsReadOrRefused() {
        Random random = new Random(SEED);
        int refused = 0;
        for (String capture : CrossfireCaptures.NAMES) {
            for (byte[] frame : CrossfireCaptures.frames(CrossfireCaptures.stream(capture, 'S'))) {
                for (int cut = 0; cut < frame.length; cut += Math.max(1, frame.length / 16)) {
                    refused += parses(java.util.Arrays.copyOf(frame, cut)) ? 0 : 1;
                }
                for (int i = 0; i < 8; i++) {
                    byte[] changed = frame.clone();
                    if (changed.length > 0) {
                        changed[random.nextInt(changed.length)] = (byte) random.nextInt(256);
                    }
                    refused += parses(changed) ? 0 : 1;
                }
            }
        }
        assertTrue(refused > 100, "cut messages are refused, not read as something else: " + refused);
    }

    /** Whether it parsed; {@link Malformed} is the only other way out. */
    private static boolean parses(byte[] frame) {
        try {
            ServerMessages.parse(frame);
            return true;
        } catch (Malformed e) {
            return false;
        }
    }

    @Test
    void randomBytesNeverStopTheStream() {
        Random random = new Random(SEED);
        Counting heard = new Counting();
        try (Codec.StreamReader reader = new CrossfireWire().reader(heard)) {
            for (int i = 0; i < 300; i++) {
                byte[] junk = new byte[random.nextInt(3000)];
                random.nextBytes(junk);
                reader.feed(junk, 0, junk.length);
            }
        }
        assertTrue(heard.problems > 0);
    }

    @Test
    void aLyingLengthCostsOnlyItsFrameAndTheStreamResumesAfterIt() {
        byte[] real = CrossfireCaptures.stream("newchar.cap", 'S');
        List<byte[]> frames = CrossfireCaptures.frames(real);
        // a frame that says 65535 bytes and holds junk, then the real stream: the junk swallows
        // the first real bytes, then, at the next boundary the length lands on, the stream goes on
        byte[] lie = new byte[2 + 65535];
        lie[0] = (byte) 0xFF;
        lie[1] = (byte) 0xFF;
        lie[2] = 'm';
        lie[3] = 'a';
        lie[4] = 'p';
        lie[5] = '2';
        lie[6] = ' ';
        for (int i = 7; i < lie.length; i++) {
            lie[i] = 0x7F; // a cell that never ends
        }
        Counting heard = new Counting();
        try (Codec.StreamReader reader = new CrossfireWire().reader(heard)) {
            reader.feed(lie, 0, lie.length);
            for (int i = 0; i < real.length; i += 1000) {
                reader.feed(real, i, Math.min(1000, real.length - i)); // cut anywhere
            }
        }
        assertEquals(1, heard.problems);
        assertEquals(frames.size(), heard.messages.size());
    }

    @Test
    void unknownCommandsAndEmptyFramesAreReportedAndSkipped() {
        byte[] stream = {0, 5, 'h', 'e', 'l', 'l', 'o', 0, 0, 0, 6, 'n', 'e', 'w', 'm', 'a', 'p'};
        Counting heard = new Counting();
        try (Codec.StreamReader reader = new CrossfireWire().reader(heard)) {
            reader.feed(stream, 0, stream.length);
        }
        assertEquals(2, heard.problems);
        assertEquals(List.of(new ServerMessage.NewMap()), heard.messages);
    }
}
