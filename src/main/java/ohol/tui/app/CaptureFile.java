package ohol.tui.app;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A recorded session: records {@code <dir> <millis> <length>\n<length bytes>\n}, {@code dir}
 * being {@code S} (server to client) or {@code C}, each record one recv() or send().
 */
public record CaptureFile(List<Chunk> chunks) {
    /** One recv() or send() worth of bytes. */
    public record Chunk(char direction, long millis, byte[] bytes) {}

    public CaptureFile {
        chunks = List.copyOf(chunks);
    }

    /** Parses the format, or empty if the bytes are not in it (then they are a raw stream). */
    public static Optional<CaptureFile> parse(byte[] data) {
        List<Chunk> chunks = new ArrayList<>();
        int i = 0;
        while (i < data.length) {
            int nl = i;
            while (nl < data.length && data[nl] != '\n' && nl - i < 64) {
                nl++;
            }
            if (nl >= data.length || data[nl] != '\n') {
                return Optional.empty();
            }
            String[] header = new String(data, i, nl - i, StandardCharsets.US_ASCII).split(" ");
            if (header.length != 3 || !(header[0].equals("S") || header[0].equals("C"))) {
                return Optional.empty();
            }
            int length;
            long millis;
            try {
                millis = Long.parseLong(header[1]);
                length = Integer.parseInt(header[2]);
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
            int start = nl + 1;
            if (length < 0 || start + (long) length > data.length) {
                return Optional.empty();
            }
            byte[] bytes = new byte[length];
            System.arraycopy(data, start, bytes, 0, length);
            chunks.add(new Chunk(header[0].charAt(0), millis, bytes));
            i = start + length + 1;
        }
        return Optional.of(new CaptureFile(chunks));
    }
}
