package ohol.tui.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.text.ServerText;
import ohol.tui.input.Action;
import ohol.tui.input.ActionSyntax;
import ohol.tui.input.ScreenAction;
import ohol.tui.input.ScriptAction;
import ohol.tui.net.LoginException;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.session.ExitCode;
import ohol.tui.session.GameSession;
import ohol.tui.session.Inbound;
import ohol.tui.session.SessionEvent;

/**
 * {@code play --headless}: the front-end for scripts. Prints one JSON object per line for every
 * message received and for what it meant (world events such as births, deaths, speech and our
 * stats, answers, refusals), and reads actions from standard input, one line each, in the
 * keymaps' action language. Game actions wait until the life has begun. The end of input ends
 * the session like {@code quit}. The JSON names and fields are a public interface: scripts read
 * them. After a death the server closes the connection; that is the life's end, not a lost
 * connection: {@code reborn} begins the next life and the script goes on, {@code quit} ends with 0.
 */
final class HeadlessSession {
    private final BufferedReader input;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Json json = new Json();
    /** How the session ends, once a {@code quit} after the connection closed has decided it. */
    private Optional<ExitCode> ended = Optional.empty();

    HeadlessSession(BufferedReader input, PrintWriter out, PrintWriter err) {
        this.input = input;
        this.out = out;
        this.err = err;
    }

    ExitCode run(GameSession session) throws InterruptedException {
        try {
            session.begin();
        } catch (LoginException e) {
            printEarlyMessages(session);
            err.println("ohol-tui: " + ServerText.clean(e.getMessage()));
            err.flush();
            return ExitCode.LOGIN_FAILED;
        }
        startInputReader(session);
        return play(session);
    }

    /**
     * Goes on with a life begun elsewhere (the screen's, after its terminal hung up) with no
     * script: the character stays in the world until the connection closes.
     */
    ExitCode carryOn(GameSession session) throws InterruptedException {
        return play(session);
    }

    private ExitCode play(GameSession session) throws InterruptedException {
        while (true) {
            long wait = Math.min(TimeUnit.SECONDS.toNanos(1), session.nanosUntilDue());
            Optional<Inbound> next = session.next(wait);
            if (next.isPresent()) {
                take(next.get(), session);
            }
            session.runDue(action -> perform(action, session));
            Optional<ExitCode> done = print(session);
            out.flush();
            if (done.isPresent()) {
                return done.get();
            }
            if (ended.isPresent()) {
                return ended.get();
            }
        }
    }

    private void take(Inbound in, GameSession session) {
        if (in instanceof Inbound.Net net) {
            session.onNet(net);
        } else if (in instanceof Inbound.Line line) {
            try {
                session.queue(ActionSyntax.parseLine(line.text()));
            } catch (IllegalArgumentException e) {
                out.println(json.event("error", Map.of("input", line.text(), "message", e.getMessage())));
            }
        } else if (in instanceof Inbound.LinesEnded) {
            session.queue(java.util.List.of(new ScriptAction.Quit()));
        }
    }

    private void perform(Action action, GameSession session) {
        if (action instanceof ScreenAction) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(action));
            fields.put("message", "this action works only in the terminal screen");
            out.println(json.event("error", fields));
            return;
        }
        if (action instanceof ScriptAction.Quit && session.closed().isPresent()) {
            ended = Optional.of(session.died() ? ExitCode.OK : ExitCode.CONNECTION_LOST);
            return;
        }
        session.perform(action);
    }

    /** Prints what the session reported; says how to end once the connection has closed. */
    private Optional<ExitCode> print(GameSession session) {
        Optional<ExitCode> done = Optional.empty();
        for (SessionEvent e : session.takeEvents()) {
            Optional<ExitCode> end = e.accept(new JsonPrinter(session, json, out, err));
            if (end.isPresent()) {
                done = end;
            }
        }
        return done;
    }

    /** Prints messages that arrived before a failed login (REJECTED...), so a script sees them too. */
    private void printEarlyMessages(GameSession session) throws InterruptedException {
        for (Optional<Inbound> in; (in = session.next(0)).isPresent(); ) {
            if (in.get() instanceof Inbound.Net net && net.event() instanceof NetEvent.Received<ServerMessage> r) {
                out.println(json.message(r.message()));
            }
        }
        out.flush();
    }

    private void startInputReader(GameSession session) {
        Thread reader = new Thread(
                () -> {
                    try {
                        for (String line; (line = input.readLine()) != null; ) {
                            session.post(new Inbound.Line(line));
                        }
                    } catch (IOException e) {
                        err.println("ohol-tui: cannot read input: " + e.getMessage());
                    }
                    session.post(new Inbound.LinesEnded());
                },
                "ohol-input");
        reader.setDaemon(true);
        reader.start();
    }
}
