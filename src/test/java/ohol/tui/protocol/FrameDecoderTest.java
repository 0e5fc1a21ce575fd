package ohol.tui.protocol;

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
        assertEquals(List.of("SN", "ACCEPTED", "CR", "LR", "TS", "MC"),
                frames.subList(0, 6).stream().map(Frame::tag).toList());
        assertEquals(List.of("0/160", "2ED2B849D99E09130835CADA70FF5F874663725F12", "437"), frames.get(0).lines());
        Frame mc = frames.get(5);
        assertEquals(5948, mc.payloadLength());
        assertEquals(List.of("32 30 -16 -15", "5948 487"), mc.lines());
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
        assertEquals(List.of(new Frame("CX", List.of("1")), new Frame("HX", List.of("0.37 18.78 0.00")),
                new Frame("PONG", List.of("7"))), frames);
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
    void aCompressedSizeAboveTheCapCannotBeFollowed() {
        var e = assertThrows(ProtocolException.class, () -> FrameDecoder.decodeAll(
                ascii("CM\n10 " + (FrameDecoder.MAX_COMPRESSED + 1) + "\n#"), new ArrayList<>()));
        assertTrue(e.getMessage().contains("compressed size"));
        assertThrows(ProtocolException.class, () -> FrameDecoder.decodeAll(ascii("MC\n1 1 0 0\nten 5\n#"), new ArrayList<>()));
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
    void aMessageWithoutEndIsRefusedAtTheCap() {
        byte[] endless = new byte[FrameDecoder.MAX_TEXT + 1];
        java.util.Arrays.fill(endless, (byte) 'A');
        assertThrows(ProtocolException.class, () -> FrameDecoder.decodeAll(endless, new ArrayList<>()));
    }

    @Test
    void encoderAndDecoderAgreeOnMapChunks() {
        byte[] payload = ascii("0:0:0 1:0:33 2:5:292,31,31 3:0:0");
        Frame mc = new Frame("MC", List.of("2 2 -1 -1"), payload);
        List<Frame> back = FrameDecoder.decodeAll(FrameEncoder.encode(mc), new ArrayList<>());
        assertEquals(1, back.size());
        assertArrayEquals(payload, back.get(0).payload());
        Frame pu = new Frame("PU", List.of("1 2 3"));
        assertEquals(List.of(pu), FrameDecoder.decodeAll(FrameEncoder.encodeCompressed(pu), new ArrayList<>()));
    }
}
