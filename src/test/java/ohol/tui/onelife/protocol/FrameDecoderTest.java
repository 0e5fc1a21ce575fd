package ohol.tui.onelife.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;

class FrameDecoderTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void idleBeginsWithTheLoginThenTheFirstFramesUnwrappedFromCm() {
        List<String> problems = new ArrayList<>();
        List<Frame> frames = FrameDecoder.decodeAll(Captures.serverStream("idle.cap"), problems);
        assertEquals(List.of(), problems);
        assertEquals(
                List.of("SN", "ACCEPTED", "CR", "LR", "TS", "MC"),
                frames.subList(0, 6).stream().map(Frame::tag).toList());
        assertEquals(
                List.of("0/160", "2ED2B849D99E09130835CADA70FF5F874663725F12", "437"),
                frames.get(0).lines());
        Frame mc = frames.get(5);
        assertEquals(5948, mc.payloadLength());
        assertEquals(List.of("32 30 -16 -15"), mc.lines(), "the size line is how it travelled, not part of it");
        assertTrue(new String(mc.payload(), StandardCharsets.US_ASCII).startsWith("2:0:161 2:0:0 "));
    }

    @Test
    void everyCaptureDecodesWithoutProblems() {
        for (String name : Captures.names()) {
            List<String> problems = new ArrayList<>();
            List<Frame> frames = FrameDecoder.decodeAll(Captures.serverStream(name), problems);
            assertEquals(List.of(), problems, name);
            assertTrue(frames.size() > 20, name);
        }
    }

    @Test
    void readsMessagesWithoutTheNewlineBeforeTheHash() {
        List<String> problems = new ArrayList<>();
        List<Frame> frames = FrameDecoder.decodeAll(ascii("CX\n1#HX\n0.37 18.78 0.00#PONG\n7#"), problems);
        assertEquals(
                List.of(
                        new Frame("CX", List.of("1")),
                        new Frame("HX", List.of("0.37 18.78 0.00")),
                        new Frame("PONG", List.of("7"))),
                frames);
        assertEquals(List.of(), problems);
    }

    @Test
    void aRawSizeAboveTheCapIsRefusedWithoutAllocatingAndTheStreamGoesOn() {
        byte[] junk = new byte[10];
        byte[] stream = concat(ascii("MC\n1 1 0 0\n" + (FrameDecoder.MAX_RAW + 1) + " 10\n#"), junk, ascii("PONG\n5#"));
        List<String> problems = new ArrayList<>();
        List<Frame> frames = FrameDecoder.decodeAll(stream, problems);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("raw size"), problems.get(0));
        assertEquals(List.of(new Frame("PONG", List.of("5"))), frames);
    }

    @Test
    void cmIsNeverAFrame() {
        assertThrows(IllegalArgumentException.class, () -> new Frame("CM", List.of("10 5")));
        assertThrows(IllegalArgumentException.class, () -> new Frame("PU", List.of(), new byte[] {1}));
    }

    @Test
    void aCompressedSizeAboveTheCapCannotBeFollowed() {
        var e = assertThrows(
                ProtocolException.class,
                () -> FrameDecoder.decodeAll(
                        ascii("CM\n10 " + (FrameDecoder.MAX_COMPRESSED + 1) + "\n#"), new ArrayList<>()));
        assertTrue(e.getMessage().contains("compressed size"));
        assertThrows(
                ProtocolException.class,
                () -> FrameDecoder.decodeAll(ascii("MC\n1 1 0 0\nten 5\n#"), new ArrayList<>()));
    }

    @Test
    void anInflateOfTheWrongSizeIsReportedAndSkipped() {
        byte[] body = FrameEncoder.deflate(ascii("PONG\n1#"));
        for (int lie : new int[] {5, 9}) {
            byte[] stream = concat(ascii("CM\n" + lie + " " + body.length + "\n#"), body, ascii("PONG\n2#"));
            List<String> problems = new ArrayList<>();
            List<Frame> frames = FrameDecoder.decodeAll(stream, problems);
            assertEquals(1, problems.size(), "lie " + lie + ": " + problems);
            assertEquals(List.of(new Frame("PONG", List.of("2"))), frames, "the next message still decodes");
        }
    }

    @Test
    void corruptZlibAndACmEndingMidMessageAreReported() {
        byte[] garbage = ascii("not zlib at all");
        List<String> problems = new ArrayList<>();
        FrameDecoder.decodeAll(concat(ascii("CM\n20 " + garbage.length + "\n#"), garbage, ascii("FM\n#")), problems);
        assertEquals(1, problems.size());
        byte[] cut = FrameEncoder.deflate(ascii("PONG\n1#PONG\n2"));
        problems.clear();
        List<Frame> frames = FrameDecoder.decodeAll(concat(ascii("CM\n13 " + cut.length + "\n#"), cut), problems);
        assertEquals(List.of(new Frame("PONG", List.of("1"))), frames);
        assertTrue(problems.get(0).contains("ends inside a message"), problems.toString());
    }

    @Test
    void aMessageLongerThanTheCapIsReportedOnceAndSkippedToItsHash() {
        byte[] endless = new byte[FrameDecoder.MAX_TEXT + 1];
        java.util.Arrays.fill(endless, (byte) 'A');
        byte[] stream = concat(ascii("PONG\n1#"), endless, endless, ascii("#PONG\n2#"));
        List<Frame> frames = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (FrameDecoder decoder = new FrameDecoder()) {
            for (int i = 0; i < stream.length; i += 5000) { // in reads, as a socket gives them
                decoder.feed(stream, i, Math.min(5000, stream.length - i), sink(frames, problems));
            }
            assertTrue(!decoder.hasPartialMessage());
        }
        assertEquals(List.of(new Frame("PONG", List.of("1")), new Frame("PONG", List.of("2"))), frames);
        assertEquals(List.of("a message longer than " + FrameDecoder.MAX_TEXT + " bytes was skipped"), problems);
    }

    @Test
    void aMessageOfExactlyTheCapIsKept() {
        byte[] body = new byte[FrameDecoder.MAX_TEXT - 3];
        java.util.Arrays.fill(body, (byte) '7');
        List<String> problems = new ArrayList<>();
        List<Frame> frames = FrameDecoder.decodeAll(concat(ascii("PO\n"), body, ascii("#")), problems);
        assertEquals(List.of(), problems);
        assertEquals(body.length, frames.get(0).lines().get(0).length());
    }

    private static FrameSink sink(List<Frame> frames, List<String> problems) {
        return new FrameSink() {
            @Override
            public void frame(Frame frame) {
                frames.add(frame);
            }

            @Override
            public void problem(String description) {
                problems.add(description);
            }
        };
    }

    private static byte[] cm(byte[] raw, int claimedRaw) {
        byte[] zlib = FrameEncoder.deflate(raw);
        return concat(ascii("CM\n" + claimedRaw + " " + zlib.length + "\n#"), zlib);
    }

    private static byte[] repeated(String message, int times) {
        byte[] one = ascii(message);
        byte[] all = new byte[one.length * times];
        for (int i = 0; i < times; i++) {
            System.arraycopy(one, 0, all, i * one.length, one.length);
        }
        return all;
    }

    /** Frames and problems from a stream, and the bytes the decoding allocated on this thread. */
    private record Decoded(List<Frame> frames, List<String> problems, long allocated) {}

    private static Decoded decodeCounting(byte[] stream) {
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        List<Frame> frames = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        long before = threads.getCurrentThreadAllocatedBytes();
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(stream, 0, stream.length, sink(frames, problems));
        }
        return new Decoded(frames, problems, threads.getCurrentThreadAllocatedBytes() - before);
    }

    @Test
    void aCmOfTenMillionMessagesCostsBoundedMemoryAndTheStreamGoesOn() {
        byte[] tenMillion = repeated("A#", 10_000_000); // 20 MB inflated, about 20 KB of zlib
        byte[] next = ascii("PONG\n2#");

        // said honestly, the raw size is over the cap: skipped without inflating
        Decoded honest = decodeCounting(concat(cm(tenMillion, tenMillion.length), next));
        assertEquals(List.of(new Frame("PONG", List.of("2"))), honest.frames());
        assertEquals(1, honest.problems().size(), honest.problems().toString());
        assertTrue(
                honest.problems().get(0).contains("raw size"), honest.problems().get(0));

        // lying about its size, it is stopped when it inflates past what it said
        Decoded lying = decodeCounting(concat(cm(tenMillion, FrameDecoder.MAX_RAW), next));
        assertEquals(List.of(new Frame("PONG", List.of("2"))), lying.frames());
        assertTrue(
                lying.problems().get(0).contains("more than its raw size"),
                lying.problems().toString());

        // within the raw cap (two million messages), it is cut at the frame cap
        byte[] twoMillion = repeated("A#", FrameDecoder.MAX_RAW / 2);
        Decoded cut = decodeCounting(concat(cm(twoMillion, twoMillion.length), next));
        assertEquals(FrameDecoder.MAX_FRAMES_PER_CM + 1, cut.frames().size());
        assertEquals(new Frame("A", List.of()), cut.frames().get(0));
        assertEquals(new Frame("PONG", List.of("2")), cut.frames().get(FrameDecoder.MAX_FRAMES_PER_CM));
        assertEquals(
                List.of("a CM message held more than " + FrameDecoder.MAX_FRAMES_PER_CM
                        + " messages; the rest was skipped"),
                cut.problems());

        for (Decoded d : List.of(honest, lying, cut)) {
            // the inflated block (at most MAX_RAW, grown by doubling) and little else
            assertTrue(d.allocated() < 3L * FrameDecoder.MAX_RAW, "allocated " + d.allocated() + " bytes");
        }
    }

    @Test
    void aCmCarriesTextOnly() {
        byte[] mcInside = FrameEncoder.encode(new Frame("MC", List.of("1 1 0 0"), ascii("0:0:0")));
        byte[] inner = concat(ascii("PONG\n1#"), mcInside, ascii("PONG\n2#"));
        List<String> problems = new ArrayList<>();
        List<Frame> frames = FrameDecoder.decodeAll(concat(cm(inner, inner.length), ascii("PONG\n3#")), problems);
        assertEquals(
                List.of("1", "2", "3"),
                frames.stream().map(f -> f.lines().get(0)).toList());
        assertEquals(List.of("a map chunk inside a CM message was skipped"), problems);

        byte[] unreadable = ascii("PONG\n1#MC\n1 1 0 0\nten five\n#PONG\n2#");
        problems.clear();
        frames = FrameDecoder.decodeAll(concat(cm(unreadable, unreadable.length), ascii("PONG\n3#")), problems);
        assertEquals(
                List.of("1", "3"),
                frames.stream().map(f -> f.lines().get(0)).toList(),
                "the CM's own length is known, so the stream goes on after it");
        assertEquals(1, problems.size(), problems.toString());
    }

    @Test
    void encoderAndDecoderAgreeOnMapChunks() {
        byte[] payload = ascii("0:0:0 1:0:33 2:5:292,31,31 3:0:0");
        Frame mc = new Frame("MC", List.of("2 2 -1 -1"), payload);
        List<Frame> back = FrameDecoder.decodeAll(FrameEncoder.encode(mc), new ArrayList<>());
        assertEquals(List.of(mc), back, "an MC frame means the same thing written and read");
        assertArrayEquals(payload, back.get(0).payload());
        Frame pu = new Frame("PU", List.of("1 2 3"));
        assertEquals(List.of(pu), FrameDecoder.decodeAll(FrameEncoder.encodeCompressed(pu), new ArrayList<>()));
    }
}
