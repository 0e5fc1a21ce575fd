package ohol.tui.onelife.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;

/**
 * Writes frames as the server does: text up to {@code #}; {@code MC} with the size line added after
 * its position line and the payload compressed; and any text frame wrapped in {@code CM} when
 * asked. What {@link FrameDecoder} reads back is the frame that was written. Used by the practice
 * server and by tests that build streams.
 */
public final class FrameEncoder {
    private FrameEncoder() {}

    public static byte[] encode(Frame frame) {
        if (frame.tag().equals("MC")) {
            byte[] raw = frame.payload();
            byte[] compressed = deflate(raw);
            if (frame.lines().isEmpty()) {
                throw new IllegalArgumentException("MC needs its position line");
            }
            StringBuilder header = new StringBuilder("MC\n")
                    .append(frame.lines().get(0))
                    .append('\n')
                    .append(raw.length)
                    .append(' ')
                    .append(compressed.length)
                    .append('\n');
            for (String line : frame.lines().subList(1, frame.lines().size())) {
                header.append(line).append('\n');
            }
            return concat(header.append('#').toString().getBytes(StandardCharsets.UTF_8), compressed);
        }
        return frame.text().getBytes(StandardCharsets.UTF_8);
    }

    /** The frame packed into a {@code CM} message, as the server sends long messages. */
    public static byte[] encodeCompressed(Frame frame) {
        if (frame.tag().equals("MC")) {
            throw new IllegalArgumentException("MC cannot travel inside CM");
        }
        byte[] raw = frame.text().getBytes(StandardCharsets.UTF_8);
        byte[] compressed = deflate(raw);
        String header = "CM\n" + raw.length + " " + compressed.length + "\n#";
        return concat(header.getBytes(StandardCharsets.US_ASCII), compressed);
    }

    public static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater();
        try {
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 2 + 64);
            byte[] buf = new byte[8192];
            while (!deflater.finished()) {
                out.write(buf, 0, deflater.deflate(buf));
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
