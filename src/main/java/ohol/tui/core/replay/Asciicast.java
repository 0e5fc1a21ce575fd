package ohol.tui.core.replay;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * asciinema's cast format, version 2, as a replay writes it: a header line of JSON, then one
 * {@code [seconds, "o", text]} line per frame. Idle stretches are cut to {@link #MAX_GAP_NANOS},
 * so a session spent waiting does not play as one.
 */
public final class Asciicast {
    /** The longest pause a cast keeps between two frames. */
    public static final long MAX_GAP_NANOS = 2_000_000_000L;
    /** How far the replay's clock moves between two looks at the screen: 20 looks a second. */
    public static final long STEP_NANOS = 50_000_000L;

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private Asciicast() {}

    /**
     * How much was written: frames, the cast's length in seconds, where a damaged recording
     * stopped, and why no life began in a whole one where none did.
     */
    public record Written(int frames, double seconds, Optional<String> damage, Optional<String> noLife) {}

    /** The header line, {@code timestamp} in seconds since 1970. */
    public static String header(int columns, int rows, long timestamp) {
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("version", 2);
        h.put("width", columns);
        h.put("height", rows);
        h.put("timestamp", timestamp);
        h.put("title", "ohol-tui replay");
        h.put("env", Map.of("TERM", "xterm-256color", "SHELL", "/bin/sh"));
        return GSON.toJson(h) + "\n";
    }

    /** A frame's line: what the screen sent, {@code seconds} into the cast. */
    public static String event(double seconds, String text) {
        return GSON.toJson(List.of(Math.round(seconds * 1e6) / 1e6, "o", text)) + "\n";
    }
}
