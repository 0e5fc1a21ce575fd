package ohol.tui.onelife.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Slow;
import org.junit.jupiter.api.Test;

/**
 * {@link DecoderFuzz} over 100,000 mutated capture streams: every message goes through the
 * decoder, the registry and a world, and nothing may escape but the designed failures.
 */
class DecoderFuzzTest {
    static final int STREAMS = 100_000;

    @Test
    @Slow
    void noMutatedStreamBreaksTheDecoderTheParsersOrTheWorld() {
        DecoderFuzz.Result result = new DecoderFuzz(DecoderFuzz.SEED).run(STREAMS);
        System.out.println(result.summary());
        assertEquals(0, result.escapes(), String.join("\n", result.firstEscapes()));
        assertTrue(result.messages() > STREAMS, "the mutations leave most of each stream readable");
        assertTrue(
                result.problems() > 0 && result.refused() > 0 && result.tooLong() > 0,
                "the mutations reach the designed failures: " + result.summary());
    }

    @Test
    void lyingRawSizesCostOnlyWhatReallyArrives() {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        byte[] tiny = FrameEncoder.deflate("0:0:0".getBytes(StandardCharsets.US_ASCII));
        byte[] header = ("MC\n1 1 0 0\n" + FrameDecoder.MAX_RAW + " " + tiny.length + "\n#")
                .getBytes(StandardCharsets.US_ASCII);
        List<String> problems = new ArrayList<>();
        FrameSink sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {}

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
