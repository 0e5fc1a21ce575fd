package ohol.tui.onelife.narrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.narrate.Completions;
import ohol.tui.core.narrate.NarratedInput;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;

/**
 * {@code play --narrate}: the narrated front-end on the one loop, with the core's typed lines
 * ({@link NarratedInput}): through a line editor on a terminal, plainly from a pipe.
 */
public final class NarrateSession {
    /** The commands a name in view completes, in the line editor. */
    private static final List<String> TAKE_NAMES = List.of("find ", "go to ", "look ", "how do I make ");

    private final PrintWriter out;
    private final PrintWriter err;

    public NarrateSession(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Logs in, then narrates the life and reads commands from {@code input} until the player quits. */
    public ExitCode run(GameSession session, Mailbox<News, ScriptInput> mailbox, BufferedReader input)
            throws InterruptedException {
        return NarratedInput.plain(
                input,
                mailbox::input,
                out,
                err,
                (voice, completions, startInput) -> run(session, mailbox, completions, startInput, voice));
    }

    /** As {@link #run}, reading through the line editor on the process's terminal. */
    public ExitCode runOnTerminal(GameSession session, Mailbox<News, ScriptInput> mailbox)
            throws InterruptedException, IOException {
        return NarratedInput.onTerminal(
                mailbox::input,
                new Completions(Help.starts(EraFeatures.TODAY), List.of()),
                TAKE_NAMES,
                (voice, completions, startInput) -> run(session, mailbox, completions, startInput, voice));
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
        return SessionLoop.live(mailbox, session, front, Action::pauseNanos).run();
    }
}
