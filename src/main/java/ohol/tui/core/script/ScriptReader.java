package ohol.tui.core.script;

import java.io.IOException;
import java.io.Reader;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A script's input read on a thread of its own, cut by {@link ScriptLines} (so no line is held
 * past its bound), each line posted as it comes and {@link ScriptInput.Ended} after the last: the
 * one reader of every game's headless and narrated front-ends.
 */
public final class ScriptReader {
    private ScriptReader() {}

    /** Starts daemon thread {@code name}; a read that fails is told to {@code failed}, then the input ends. */
    public static Thread start(Reader in, Consumer<ScriptInput> post, Consumer<IOException> failed, String name) {
        Thread reader = new Thread(
                () -> {
                    try {
                        ScriptLines lines = new ScriptLines(in);
                        for (Optional<ScriptInput> line; (line = lines.next()).isPresent(); ) {
                            post.accept(line.get());
                        }
                    } catch (IOException e) {
                        failed.accept(e);
                    }
                    post.accept(new ScriptInput.Ended());
                },
                name);
        reader.setDaemon(true);
        reader.start();
        return reader;
    }
}
