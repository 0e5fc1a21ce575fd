package ohol.tui.crossfire;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.app.CaptureFile;

/** The Crossfire captures in the test resources ({@code crossfire/README.md} says how they were made). */
public final class CrossfireCaptures {
    public static final List<String> NAMES = List.of("newchar.cap", "shout.cap");

    private CrossfireCaptures() {}

    public static List<CaptureFile.Chunk> chunks(String name) {
        try (InputStream in = CrossfireCaptures.class.getResourceAsStream("/crossfire/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no capture " + name);
            }
            return CaptureFile.parse(in.readAllBytes()).orElseThrow().chunks();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One side's bytes, concatenated: {@code 'S'} the server's stream, {@code 'C'} the client's. */
    public static byte[] stream(String name, char direction) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (CaptureFile.Chunk c : chunks(name)) {
            if (c.direction() == direction) {
                out.writeBytes(c.bytes());
            }
        }
        return out.toByteArray();
    }

    /** A stream cut into its frames' bodies (without the length). */
    public static List<byte[]> frames(byte[] stream) {
        List<byte[]> frames = new ArrayList<>();
        int i = 0;
        while (i + 2 <= stream.length) {
            int n = ((stream[i] & 0xFF) << 8) | (stream[i + 1] & 0xFF);
            byte[] f = new byte[n];
            System.arraycopy(stream, i + 2, f, 0, n);
            frames.add(f);
            i += 2 + n;
        }
        return frames;
    }
}
