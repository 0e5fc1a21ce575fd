package ohol.tui.onelife.headless;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Inbound;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptReader;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;

/**
 * {@code play --headless}: the front-end for scripts ({@link HeadlessFrontEnd}) on the one loop,
 * with a thread that reads the script's lines. The JSON names and fields are a public interface:
 * scripts read them.
 */
public final class HeadlessSession {
    private final BufferedReader input;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Consumer<String> loginFailed;

    public HeadlessSession(BufferedReader input, PrintWriter out, PrintWriter err) {
        this(input, out, err, reason -> {});
    }

    /** {@code loginFailed} hears why the login failed, after the messages that came before it are printed. */
    public HeadlessSession(BufferedReader input, PrintWriter out, PrintWriter err, Consumer<String> loginFailed) {
        this.input = input;
        this.out = out;
        this.err = err;
        this.loginFailed = loginFailed;
    }

    /** Logs in, then plays what the script says until it quits or the connection closes. */
    public ExitCode run(GameSession session, Mailbox<News, ScriptInput> mailbox) throws InterruptedException {
        try {
            session.begin();
        } catch (LoginException e) {
            printEarlyMessages(mailbox);
            loginFailed.accept(e.getMessage());
            err.println("ohol-tui: " + ServerText.clean(e.getMessage()));
            err.flush();
            return e.exitCode();
        }
        startInputReader(mailbox);
        // the process's standard output swallows a broken pipe, and only says so when asked
        HeadlessFrontEnd front =
                new HeadlessFrontEnd(session, out, err, () -> out.checkError() || System.out.checkError());
        ExitCode code =
                SessionLoop.live(mailbox, session, front, Action::pauseNanos).run();
        out.flush();
        if (code == ExitCode.OUTPUT_CLOSED) {
            err.println("ohol-tui: the output was closed (its reader went away): left the game");
            err.flush();
            session.quit(java.time.Duration.ofSeconds(1));
        }
        return code;
    }

    /** Prints messages that arrived before a failed login (REJECTED...), so a script sees them too. */
    private void printEarlyMessages(Mailbox<News, ScriptInput> mailbox) throws InterruptedException {
        Json json = new Json();
        for (Optional<Inbound<News, ScriptInput>> in; (in = mailbox.next(0)).isPresent(); ) {
            if (in.get() instanceof Inbound.News<News, ScriptInput> news
                    && news.news() instanceof News.Net net
                    && net.event() instanceof NetEvent.Received<?> r
                    && r.message() instanceof ohol.tui.onelife.protocol.server.ServerMessage m) {
                out.println(json.message(m));
            }
        }
        out.flush();
    }

    private void startInputReader(Mailbox<News, ScriptInput> mailbox) {
        ScriptReader.start(
                input,
                mailbox::input,
                e -> err.println("ohol-tui: cannot read input: " + e.getMessage()),
                "ohol-input");
    }
}
