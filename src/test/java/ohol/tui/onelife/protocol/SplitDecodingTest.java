package ohol.tui.onelife.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ohol.tui.Captures;
import ohol.tui.Slow;
import org.junit.jupiter.api.Test;

/** However the stream is cut into reads, the same frames and the same problems come out. */
class SplitDecodingTest {
    /** Frames and problems, in the order they came. */
    private static List<Object> decodeSplit(Supplier<FrameDecoder> decoders, byte[] stream, int... cuts) {
        List<Object> out = new ArrayList<>();
        FrameSink sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
                out.add(frame);
            }

            @Override
            public void problem(String description) {
                out.add(description);
            }
        };
        try (FrameDecoder decoder = decoders.get()) {
            int from = 0;
            for (int cut : cuts) {
                decoder.feed(stream, from, cut - from, sink);
                from = cut;
            }
            decoder.feed(stream, from, stream.length - from, sink);
        }
        return out;
    }

    private static void sameAtEveryOffset(String name, Supplier<FrameDecoder> decoders, byte[] stream) {
        List<Object> whole = decodeSplit(decoders, stream);
        int hash = whole.hashCode();
        for (int k = 1; k < stream.length; k++) {
            List<Object> split = decodeSplit(decoders, stream, k);
            if (split.hashCode() != hash || !split.equals(whole)) {
                assertEquals(whole, split, name + " split at " + k);
            }
        }
    }

    @Test
    @Slow
    void splittingAtEveryOffsetGivesTheSameFrames() {
        for (String name : Captures.names()) {
            byte[] stream = Captures.serverStream(name);
            List<Object> whole = decodeSplit(FrameDecoder::new, stream);
            assertEquals(0, whole.stream().filter(String.class::isInstance).count(), name + ": " + whole);
            sameAtEveryOffset(name, FrameDecoder::new, stream);
        }
    }

    @Test
    void aTooLongMessageAndAnOverfullCmAreSkippedTheSameWayWhereverTheStreamIsCut() {
        int cap = 40;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(ascii("PONG\n1#PS\n" + "A".repeat(cap) + "#PONG\n2#"));
        StringBuilder many = new StringBuilder();
        for (int i = 0; i <= FrameDecoder.MAX_FRAMES_PER_CM; i++) {
            many.append("CX\n").append(i).append('#');
        }
        out.writeBytes(FrameEncoder.encodeCompressed(new Frame("FM", List.of())));
        byte[] raw = ascii(many.toString());
        byte[] zlib = FrameEncoder.deflate(raw);
        out.writeBytes(ascii("CM\n" + raw.length + " " + zlib.length + "\n#"));
        out.writeBytes(zlib);
        out.writeBytes(ascii("PONG\n" + "9".repeat(cap) + "#PONG\n3#"));
        byte[] stream = out.toByteArray();

        List<Object> whole = decodeSplit(() -> new FrameDecoder(cap), stream);
        assertEquals(
                List.of(
                        new Frame("PONG", List.of("1")),
                        "a message longer than 40 bytes was skipped",
                        new Frame("PONG", List.of("2")),
                        new Frame("FM", List.of())),
                whole.subList(0, 4));
        assertEquals(
                List.of(
                        new Frame("CX", List.of(Integer.toString(FrameDecoder.MAX_FRAMES_PER_CM - 1))),
                        "a CM message held more than " + FrameDecoder.MAX_FRAMES_PER_CM
                                + " messages; the rest was skipped",
                        "a message longer than 40 bytes was skipped",
                        new Frame("PONG", List.of("3"))),
                whole.subList(whole.size() - 4, whole.size()));
        sameAtEveryOffset("oversize", () -> new FrameDecoder(cap), stream);
    }

    @Test
    void oneByteAtATimeGivesTheSameFrames() {
        for (String name : Captures.names()) {
            byte[] stream = Captures.serverStream(name);
            int[] cuts = new int[stream.length - 1];
            for (int i = 0; i < cuts.length; i++) {
                cuts[i] = i + 1;
            }
            assertEquals(decodeSplit(FrameDecoder::new, stream), decodeSplit(FrameDecoder::new, stream, cuts), name);
        }
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}
