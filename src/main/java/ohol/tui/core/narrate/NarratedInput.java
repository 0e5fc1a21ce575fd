package ohol.tui.core.narrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptReader;

/**
 * Where a narration's lines go and where its typed lines come from: the line editor on the
 * process's terminal, or plain lines in and out (a pipe, a line terminal a screen reader reads);
 * the typed lines are read on a thread of their own and posted to the loop.
 */
public final class NarratedInput {
    private NarratedInput() {}

    /** A game's narrated play, once its lines have a voice and its input may start. */
    public interface Play {
        /**
         * @param voice where each line goes, as it is said
         * @param completions told what is worth completing, from any thread
         * @param startInput starts reading typed lines: called once the game is ready for them
         */
        ExitCode play(Consumer<String> voice, Consumer<Completions> completions, Runnable startInput)
                throws InterruptedException;
    }

    /** Whether the line editor may be used: {@code input} is the process's terminal, which places the cursor. */
    public static boolean editable(InputStream input, boolean placesCursor) {
        return input == System.in && System.console() != null && placesCursor;
    }

    /** Plain lines: each typed line from {@code input}, each said line to {@code out}. */
    public static ExitCode plain(
            BufferedReader input, Consumer<ScriptInput> post, PrintWriter out, PrintWriter err, Play play)
            throws InterruptedException {
        ExitCode code = play.play(
                line -> {
                    out.println(line);
                    out.flush();
                },
                completions -> {},
                () -> ScriptReader.start(
                        input, post, e -> err.println("ohol-tui: cannot read input: " + e.getMessage()), "ohol-input"));
        out.flush();
        return code;
    }

    /** The line editor on the process's terminal, completing {@code first} until the play says otherwise. */
    public static ExitCode onTerminal(Consumer<ScriptInput> post, Completions first, List<String> takeNames, Play play)
            throws InterruptedException, IOException {
        try (LineEditor editor = LineEditor.open(post, first, takeNames)) {
            return play.play(editor::print, editor::completions, editor::start);
        }
    }
}
