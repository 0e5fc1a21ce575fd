package ohol.tui.core.script;

import java.io.IOException;
import java.io.Reader;
import java.util.Optional;

/**
 * A script's input cut into lines, each held to {@link #MAX_CHARS}: a line without an end (a
 * program piping a file by mistake, or a hostile one) is skipped to its end and reported, never
 * held whole.
 */
public final class ScriptLines {
    /** Far more than any command line; what a script types, not what it could paste. */
    public static final int MAX_CHARS = 16 * 1024;

    private static final int START_CHARS = 40;

    private final Reader in;
    private final StringBuilder line = new StringBuilder();

    public ScriptLines(Reader in) {
        this.in = in;
    }

    /** The next line (an over-long one as {@link ScriptInput.TooLong}); empty at the end of the input. */
    public Optional<ScriptInput> next() throws IOException {
        line.setLength(0);
        long length = 0;
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            length++;
            if (line.length() < MAX_CHARS) {
                line.append((char) c);
            }
        }
        if (c == -1 && length == 0) {
            return Optional.empty();
        }
        if (length > MAX_CHARS) {
            return Optional.of(new ScriptInput.TooLong(line.substring(0, START_CHARS), length));
        }
        if (!line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        return Optional.of(new ScriptInput.Line(line.toString()));
    }
}
