package ohol.tui.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import ohol.tui.Captures;
import ohol.tui.protocol.server.ServerMessages;
import org.junit.jupiter.api.Test;

/**
 * A seeded mutator over the captures' server streams. Each mutated stream is fed in random
 * pieces to a decoder and every frame through the message registry. The decoder's only way to
 * fail is {@link ProtocolException} (a stream that cannot be followed, which closes the
 * connection); anything else escaping is a bug.
 */
class DecoderFuzzTest {
    static final int STREAMS = 100_000;
    static final long SEED = 0x0_4011_7E57L;

    private final List<byte[]> captures = Captures.names().stream().map(Captures::serverStream).toList();

    @Test
    void noMutatedStreamBreaksTheDecoderOrTheRegistry() {
        SplittableRandom random = new SplittableRandom(SEED);
        ServerMessages registry = ServerMessages.standard();
        int refused = 0;
        long frames = 0;
        for (int n = 0; n < STREAMS; n++) {
            byte[] stream = mutate(random);
            long[] count = {0};
            FrameSink sink = new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    count[0]++;
                    registry.decode(frame, p -> { });
                }

                @Override
                public void problem(String description) {
                    // reported and skipped: allowed
                }
            };
            try (FrameDecoder decoder = new FrameDecoder()) {
                int i = 0;
                while (i < stream.length) {
                    int piece = Math.min(stream.length - i, 1 + random.nextInt(2048));
                    decoder.feed(stream, i, piece, sink);
                    i += piece;
                }
            } catch (ProtocolException e) {
                refused++;
            } catch (RuntimeException | Error e) {
                throw new AssertionError("stream " + n + " (seed " + SEED + ") broke the decoder", e);
            }
            frames += count[0];
        }
        System.out.printf("fuzz: %d streams, %d frames, %d refused with ProtocolException%n", STREAMS, frames, refused);
        assertTrue(frames > STREAMS, "the mutations leave most of each stream readable");
    }

    /** A slice of a capture (sometimes two spliced) with a few mutations. */
    private byte[] mutate(SplittableRandom random) {
        byte[] a = captures.get(random.nextInt(captures.size()));
        int len = Math.min(a.length, 256 + random.nextInt(3072));
        int from = random.nextInt(a.length - len + 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(a, from, len);
        if (random.nextInt(8) == 0) {
            byte[] b = captures.get(random.nextInt(captures.size()));
            int blen = Math.min(b.length, 512);
            out.write(b, random.nextInt(b.length - blen + 1), blen);
        }
        byte[] s = out.toByteArray();
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations; m++) {
            s = switch (random.nextInt(7)) {
                case 0 -> flipBit(s, random);
                case 1 -> insert(s, random, new byte[] {(byte) random.nextInt(256)});
                case 2 -> delete(s, random);
                case 3 -> s.length > 1 ? Arrays.copyOf(s, random.nextInt(s.length)) : s;
                case 4 -> duplicate(s, random);
                case 5 -> insert(s, random, lyingHeader(random));
                default -> digits(s, random);
            };
        }
        return s;
    }

    private static byte[] flipBit(byte[] s, SplittableRandom r) {
        if (s.length == 0) {
            return s;
        }
        byte[] c = s.clone();
        c[r.nextInt(c.length)] ^= (byte) (1 << r.nextInt(8));
        return c;
    }

    private static byte[] insert(byte[] s, SplittableRandom r, byte[] what) {
        int at = r.nextInt(s.length + 1);
        byte[] c = new byte[s.length + what.length];
        System.arraycopy(s, 0, c, 0, at);
        System.arraycopy(what, 0, c, at, what.length);
        System.arraycopy(s, at, c, at + what.length, s.length - at);
        return c;
    }

    private static byte[] delete(byte[] s, SplittableRandom r) {
        if (s.length < 2) {
            return s;
        }
        int at = r.nextInt(s.length);
        int n = Math.min(s.length - at, 1 + r.nextInt(16));
        byte[] c = new byte[s.length - n];
        System.arraycopy(s, 0, c, 0, at);
        System.arraycopy(s, at + n, c, at, s.length - at - n);
        return c;
    }

    private static byte[] duplicate(byte[] s, SplittableRandom r) {
        if (s.length < 2) {
            return s;
        }
        int at = r.nextInt(s.length);
        int n = Math.min(s.length - at, 1 + r.nextInt(256));
        byte[] part = Arrays.copyOfRange(s, at, at + n);
        return insert(s, r, part);
    }

    private static byte[] lyingHeader(SplittableRandom r) {
        String[] lies = {"MC\n32 30 0 0\n99999999 10\n#", "CM\n4000000 5\n#", "MC\n1 1 0 0\n-5 3\n#",
                "CM\n10 2147483647\n#", "MC\n2000000000 2000000000 0 0\n4 3\n#", "PU\n1 2 X X\n#", "CM\n0 0\n#"};
        return lies[r.nextInt(lies.length)].getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Replaces a run of digits with a huge, negative or empty number: lies in sizes and fields. */
    private static byte[] digits(byte[] s, SplittableRandom r) {
        for (int tries = 0; tries < 20 && s.length > 0; tries++) {
            int at = r.nextInt(s.length);
            if (s[at] >= '0' && s[at] <= '9') {
                int end = at;
                while (end < s.length && s[end] >= '0' && s[end] <= '9') {
                    end++;
                }
                String[] choices = {"99999999999", "-1", "", "2147483648", "0"};
                byte[] with = choices[r.nextInt(choices.length)].getBytes(StandardCharsets.ISO_8859_1);
                byte[] c = new byte[s.length - (end - at) + with.length];
                System.arraycopy(s, 0, c, 0, at);
                System.arraycopy(with, 0, c, at, with.length);
                System.arraycopy(s, end, c, at + with.length, s.length - end);
                return c;
            }
        }
        return s;
    }

    @Test
    void lyingRawSizesCostOnlyWhatReallyArrives() {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        byte[] tiny = FrameEncoder.deflate("0:0:0".getBytes(StandardCharsets.US_ASCII));
        byte[] header = ("MC\n1 1 0 0\n" + FrameDecoder.MAX_RAW + " " + tiny.length + "\n#").getBytes(StandardCharsets.US_ASCII);
        List<String> problems = new ArrayList<>();
        FrameSink sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
            }

            @Override
            public void problem(String description) {
                problems.add(description);
            }
        };
        int lies = 1_000;
        long before = threads.getCurrentThreadAllocatedBytes();
        try (FrameDecoder decoder = new FrameDecoder()) {
            for (int i = 0; i < lies; i++) {
                decoder.feed(header, 0, header.length, sink);
                decoder.feed(tiny, 0, tiny.length, sink);
            }
        }
        long perLie = (threads.getCurrentThreadAllocatedBytes() - before) / lies;
        assertEquals(lies, problems.size(), "each lie is reported");
        assertTrue(perLie < FrameDecoder.MAX_RAW / 16, "a lying header allocated " + perLie + " bytes");
    }
}
