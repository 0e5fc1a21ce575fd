package ohol.tui.app;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ohol.tui.Captures;
import ohol.tui.core.net.CloseReason;

/**
 * What a headless session's loop took, in order, each at its time since the start: what the
 * connection heard (one server message, as the server wrote it), the script's lines, and the
 * turns of the loop with nothing new. {@link TranscriptReplay} plays one back with a clock that
 * follows these times, so that a session recorded live (from a practice world) gives the same
 * JSON lines every run. Kept as text, one entry a line:
 *
 * <pre>
 * 1200 hear 1 PU\n11 ...#      a message for life 1, its bytes escaped (\\ \n \xNN)
 * 1500 line say HELLO          a line of the script
 * 1600 tick                    a turn of the loop with nothing taken
 * 9000 closed 1 SERVER_CLOSED  the connection of life 1 closed, with the reason's detail after
 * 9100 ended                   the script's input ended
 * </pre>
 */
record Transcript(List<Entry> entries) {
    sealed interface Entry {
        long millis();
    }

    record Hear(long millis, int life, byte[] bytes) implements Entry {}

    record Closed(long millis, int life, CloseReason reason) implements Entry {}

    record Line(long millis, String text) implements Entry {}

    record Tick(long millis) implements Entry {}

    record Ended(long millis) implements Entry {}

    static Path dir() {
        return Path.of("src", "test", "resources", "transcripts");
    }

    static Transcript read(String name) {
        try {
            return parse(Files.readString(dir().resolve(name + ".txt"), StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A real server's capture as a transcript: each chunk it received, heard by life 1 at its time. */
    static Transcript ofCapture(String capture) {
        List<Entry> entries = new ArrayList<>();
        for (Captures.Chunk c : Captures.chunks(capture)) {
            if (c.direction() == 'S') {
                entries.add(new Hear(c.millis(), 1, c.bytes()));
            }
        }
        return new Transcript(entries);
    }

    void write(String name) {
        try {
            Files.createDirectories(dir());
            Files.writeString(dir().resolve(name + ".txt"), format(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String format() {
        StringBuilder out = new StringBuilder();
        for (Entry e : entries) {
            out.append(e.millis()).append(' ');
            if (e instanceof Hear h) {
                out.append("hear ").append(h.life()).append(' ').append(escape(h.bytes()));
            } else if (e instanceof Closed c) {
                out.append("closed ")
                        .append(c.life())
                        .append(' ')
                        .append(c.reason().kind().name())
                        .append(' ')
                        .append(escape(c.reason().detail().getBytes(StandardCharsets.UTF_8)));
            } else if (e instanceof Line l) {
                out.append("line ").append(escape(l.text().getBytes(StandardCharsets.UTF_8)));
            } else if (e instanceof Tick) {
                out.append("tick");
            } else if (e instanceof Ended) {
                out.append("ended");
            }
            out.append('\n');
        }
        return out.toString();
    }

    static Transcript parse(String text) {
        List<Entry> entries = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(" ", 3);
            long millis = Long.parseLong(f[0]);
            String rest = f.length > 2 ? f[2] : "";
            entries.add(
                    switch (f[1]) {
                        case "hear" -> {
                            String[] g = rest.split(" ", 2);
                            yield new Hear(millis, Integer.parseInt(g[0]), unescape(g[1]));
                        }
                        case "closed" -> {
                            String[] g = rest.split(" ", 3);
                            String detail = g.length > 2 ? new String(unescape(g[2]), StandardCharsets.UTF_8) : "";
                            yield new Closed(
                                    millis,
                                    Integer.parseInt(g[0]),
                                    new CloseReason(CloseReason.Kind.valueOf(g[1]), detail));
                        }
                        case "line" -> new Line(millis, new String(unescape(rest), StandardCharsets.UTF_8));
                        case "tick" -> new Tick(millis);
                        case "ended" -> new Ended(millis);
                        default -> throw new IllegalArgumentException("not a transcript entry: " + line);
                    });
        }
        return new Transcript(entries);
    }

    private static String escape(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            int c = b & 0xff;
            if (c == '\\') {
                out.append("\\\\");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c >= 0x20 && c < 0x7f) {
                out.append((char) c);
            } else {
                out.append(String.format(Locale.ROOT, "\\x%02x", c));
            }
        }
        return out.toString();
    }

    private static byte[] unescape(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                out.write(c);
            } else if (text.charAt(i + 1) == '\\') {
                out.write('\\');
                i++;
            } else if (text.charAt(i + 1) == 'n') {
                out.write('\n');
                i++;
            } else {
                out.write(Integer.parseInt(text.substring(i + 2, i + 4), 16));
                i += 3;
            }
        }
        return out.toByteArray();
    }
}
