package ohol.tui.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Action;
import ohol.tui.input.ActionParser;
import ohol.tui.input.GameController;
import ohol.tui.net.CloseReason;
import ohol.tui.net.ConnectionListener;
import ohol.tui.net.Inbox;
import ohol.tui.net.LoginException;
import ohol.tui.net.NetEvent;
import ohol.tui.net.Session;
import ohol.tui.protocol.server.Pong;
import ohol.tui.world.World;
import ohol.tui.world.WorldEvent;

/**
 * {@code play --headless}: prints one JSON object per line for every message received and for
 * what it meant (world events such as births, deaths, speech and our stats), and reads actions
 * from standard input, one line each, in the keymaps' action language. The end of input ends
 * the session like {@code quit}. All game state lives on the thread that calls {@link #run};
 * the connection's reader and the input reader only put events on its queue.
 */
final class HeadlessSession {
    /** Logs in, with every message going to the given listener. */
    @FunctionalInterface
    interface Connector {
        Session connect(ConnectionListener listener) throws LoginException;
    }

    /** Exit codes. */
    static final int OK = 0;
    static final int LOGIN_FAILED = 1;
    static final int CONNECTION_LOST = 3;

    private record InputLine(String text) {}

    private record InputEnded() {}

    private final BufferedReader input;
    private final PrintWriter out;
    private final PrintWriter err;
    private final ObjectCatalog catalog;
    private final Json json = new Json();
    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private final Deque<Action> script = new ArrayDeque<>();
    private long resumeAtNanos;
    private boolean quitting;

    HeadlessSession(BufferedReader input, PrintWriter out, PrintWriter err, ObjectCatalog catalog) {
        this.input = input;
        this.out = out;
        this.err = err;
        this.catalog = catalog;
    }

    int run(Connector connector) throws InterruptedException {
        Session session;
        try {
            session = connector.connect(new Inbox(events::add));
        } catch (LoginException e) {
            drainMessages();
            err.println("ohol-tui: " + e.getMessage());
            err.flush();
            return LOGIN_FAILED;
        }
        var connection = session.connection();
        GameController game = new GameController(new World(System::nanoTime), catalog, connection::send,
                connection::ping, target -> Optional.empty());
        startInputReader();
        while (true) {
            Object event = events.poll(pollNanos(game), TimeUnit.NANOSECONDS);
            if (event instanceof NetEvent.Closed closed) {
                return closedWith(closed.reason());
            }
            if (event != null) {
                handle(event, session, game);
            }
            runScript(session, game);
            out.flush();
        }
    }

    private long pollNanos(GameController game) {
        if (script.isEmpty() || !game.inGame()) {
            return TimeUnit.SECONDS.toNanos(1);
        }
        return Math.max(0, resumeAtNanos - System.nanoTime());
    }

    private void handle(Object event, Session session, GameController game) {
        if (event instanceof NetEvent.Received received) {
            out.println(json.message(received.message()));
            World.FrameResult frame = game.onMessage(received.message());
            for (WorldEvent e : frame.events()) {
                out.println(json.event(eventName(e), e));
            }
            game.takeProblem().ifPresent(p -> out.println(json.event("error", Map.of("message", p))));
            if (received.message() instanceof Pong pong) {
                session.connection().roundTripMillis().ifPresent(ms ->
                        out.println(json.event("ping", Map.of("id", pong.uniqueId(), "round_trip_ms", ms))));
            }
        } else if (event instanceof NetEvent.Skipped skipped) {
            err.println("ohol-tui: skipped: " + skipped.description());
        } else if (event instanceof InputLine line) {
            try {
                script.addAll(ActionParser.parseLine(line.text()));
            } catch (IllegalArgumentException e) {
                out.println(json.event("error", Map.of("input", line.text(), "message", e.getMessage())));
            }
        } else if (event instanceof InputEnded) {
            script.add(new Action.Quit());
        }
    }

    /** {@code StatsChanged} becomes {@code stats_changed}. */
    static String eventName(WorldEvent e) {
        return e.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    private void runScript(Session session, GameController game) {
        while (!quitting && game.inGame() && !script.isEmpty() && System.nanoTime() >= resumeAtNanos) {
            Action action = script.poll();
            GameController.Outcome outcome = game.perform(action);
            if (outcome instanceof GameController.Outcome.Answer answer) {
                out.println(json.event(answer.kind(), answer.fields()));
            } else if (outcome instanceof GameController.Outcome.Failed failed) {
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("action", action.toString());
                fields.put("message", failed.message());
                out.println(json.event("error", fields));
            } else if (outcome instanceof GameController.Outcome.ForCaller forCaller) {
                runOwn(forCaller.action(), session);
            }
        }
    }

    private void runOwn(Action action, Session session) {
        if (action instanceof Action.Wait wait) {
            resumeAtNanos = System.nanoTime() + (long) (wait.seconds() * 1e9);
        } else if (action instanceof Action.Quit) {
            quitting = true;
            session.connection().closeAfterSending(Duration.ofSeconds(2));
        } else {
            out.println(json.event("error", Map.of("action", action.toString(),
                    "message", "this action works only in the terminal screen")));
        }
    }

    private int closedWith(CloseReason reason) {
        drainMessages();
        out.println(json.event("closed", Map.of("reason", reason.toString())));
        out.flush();
        if (quitting && reason.kind() == CloseReason.Kind.LOCAL) {
            return OK;
        }
        err.println("ohol-tui: " + reason);
        err.flush();
        return CONNECTION_LOST;
    }

    /** Prints messages that arrived before a failure, so a script sees them too. */
    private void drainMessages() {
        for (Object e; (e = events.poll()) != null; ) {
            if (e instanceof NetEvent.Received r) {
                out.println(json.message(r.message()));
            }
        }
        out.flush();
    }

    private void startInputReader() {
        Thread reader = new Thread(() -> {
            try {
                for (String line; (line = input.readLine()) != null; ) {
                    events.add(new InputLine(line));
                }
            } catch (IOException e) {
                err.println("ohol-tui: cannot read input: " + e.getMessage());
            }
            events.add(new InputEnded());
        }, "ohol-input");
        reader.setDaemon(true);
        reader.start();
    }
}
