package ohol.tui.crossfire.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Reads a script's lines on its own thread and posts them; a line longer than {@link #MAX_LINE}
 * characters is cut there (the rest of it dropped), so no input can grow memory without end.
 */
final class ScriptReader {
    static final int MAX_LINE = 4096;

    private ScriptReader() {}

    static Thread start(InputStream input, Consumer<ScriptLine> post) {
        Thread t = new Thread(
                () -> {
                    try (Reader in = new InputStreamReader(input, StandardCharsets.UTF_8)) {
                        StringBuilder line = new StringBuilder();
                        for (int c; (c = in.read()) >= 0; ) {
                            if (c == '\n') {
                                post.accept(new ScriptLine.Line(line.toString()));
                                line.setLength(0);
                            } else if (c != '\r' && line.length() < MAX_LINE) {
                                line.append((char) c);
                            }
                        }
                        if (line.length() > 0) {
                            post.accept(new ScriptLine.Line(line.toString()));
                        }
                    } catch (IOException e) {
                        // the input is gone: the end of the script
                    }
                    post.accept(new ScriptLine.Ended());
                },
                "script-input");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
