package ohol.tui.onelife.narrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptReader;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;

/**
 * {@code play --narrate}: the narrated front-end on the one loop, with a thread that reads typed
 * lines: through a line editor ({@link LineEditor}) on a terminal, plainly from a pipe.
 */
public final class NarrateSession {
    private final PrintWriter out;
    private final PrintWriter err;

    public NarrateSession(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Logs in, then narrates the life and reads commands from {@code input} until the player quits. */
    public ExitCode run(GameSession session, Mailbox<News, ScriptInput> mailbox, BufferedReader input)
            throws InterruptedException {
        return run(session, mailbox, completions -> {}, () -> startPlainReader(mailbox, input), line -> {
            out.println(line);
            out.flush();
        });
    }

    /** As {@link #run}, reading through the line editor on the process's terminal. */
    public ExitCode runOnTerminal(GameSession session, Mailbox<News, ScriptInput> mailbox)
            throws InterruptedException, IOException {
        try (LineEditor editor = LineEditor.open(mailbox)) {
            return run(session, mailbox, editor::completions, editor::start, editor::print);
        }
    }

    private ExitCode run(
            GameSession session,
            Mailbox<News, ScriptInput> mailbox,
            Consumer<Completions> completions,
            Runnable startInput,
            Consumer<String> voice)
            throws InterruptedException {
        voice.accept("Connecting. Type help for the commands.");
        try {
            session.begin();
        } catch (LoginException e) {
            err.println("ohol-tui: " + ServerText.clean(e.getMessage()));
            err.flush();
            return e.exitCode();
        }
        NarrateFrontEnd front = new NarrateFrontEnd(session, voice, System::nanoTime, completions);
        startInput.run();
        ExitCode code =
                SessionLoop.live(mailbox, session, front, Action::pauseNanos).run();
        out.flush();
        return code;
    }

    private void startPlainReader(Mailbox<News, ScriptInput> mailbox, BufferedReader input) {
        ScriptReader.start(
                input,
                mailbox::input,
                e -> err.println("ohol-tui: cannot read input: " + e.getMessage()),
                "ohol-input");
    }
}
