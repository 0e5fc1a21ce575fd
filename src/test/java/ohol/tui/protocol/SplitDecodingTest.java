package ohol.tui.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;

/** However the stream is cut into reads, the same frames come out. */
class SplitDecodingTest {
    /** Feeds {@code stream} in pieces ending at the given offsets. */
    private static List<Frame> decodeSplit(byte[] stream, int... cuts) {
        List<Frame> frames = new ArrayList<>();
        FrameSink sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
                frames.add(frame);
            }

            @Override
            public void problem(String description) {
                throw new AssertionError(description);
            }
        };
        try (FrameDecoder decoder = new FrameDecoder()) {
            int from = 0;
            for (int cut : cuts) {
                decoder.feed(stream, from, cut - from, sink);
                from = cut;
            }
            decoder.feed(stream, from, stream.length - from, sink);
        }
        return frames;
    }

    @Test
    void splittingAtEveryOffsetGivesTheSameFrames() {
        for (String name : Captures.names()) {
            byte[] stream = Captures.serverStream(name);
            List<Frame> whole = FrameDecoder.decodeAll(stream, new ArrayList<>());
            int hash = whole.hashCode();
            for (int k = 1; k < stream.length; k++) {
                List<Frame> split = decodeSplit(stream, k);
                if (split.hashCode() != hash || !split.equals(whole)) {
                    assertEquals(whole, split, name + " split at " + k);
                }
            }
        }
    }

    @Test
    void oneByteAtATimeGivesTheSameFrames() {
        for (String name : Captures.names()) {
            byte[] stream = Captures.serverStream(name);
            int[] cuts = new int[stream.length - 1];
            for (int i = 0; i < cuts.length; i++) {
                cuts[i] = i + 1;
            }
            assertEquals(FrameDecoder.decodeAll(stream, new ArrayList<>()), decodeSplit(stream, cuts), name);
        }
    }
}
