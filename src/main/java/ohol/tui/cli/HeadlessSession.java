package ohol.tui.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import ohol.tui.input.Action;
import ohol.tui.input.ActionSyntax;
import ohol.tui.input.ScreenAction;
import ohol.tui.input.ScriptAction;
import ohol.tui.net.CloseReason;
import ohol.tui.net.LoginException;
import ohol.tui.net.NetEvent;
import ohol.tui.session.Answer;
import ohol.tui.session.ExitCode;
import ohol.tui.session.GameSession;
import ohol.tui.session.Inbound;
import ohol.tui.session.SessionEvent;
import ohol.tui.ui.SafeText;
import ohol.tui.world.EventText;
import ohol.tui.world.Family;
import ohol.tui.world.Obituary;
import ohol.tui.world.Relation;
import ohol.tui.world.WorldEvent;

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
            err.println("ohol-tui: " + SafeText.clean(e.getMessage()));
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
            Optional<ExitCode> end = e.accept(new Printer(session));
            if (end.isPresent()) {
                done = end;
            }
        }
        return done;
    }

    /** One JSON line per event. */
    private final class Printer implements SessionEvent.Handler<Optional<ExitCode>> {
        private final GameSession session;

        Printer(GameSession session) {
            this.session = session;
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Received e) {
            out.println(json.message(e.message()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Happened e) {
            WorldEvent event = e.event();
            Map<String, Object> more = new LinkedHashMap<>();
            String sentence = EventText.sentence(event);
            List<Integer> about = Family.subjects(event);
            if (!about.isEmpty() && !(event instanceof WorldEvent.StatsChanged)) {
                Relation r = session.family().relationOf(about.get(0));
                more.put("us", r.kind() == Relation.Kind.SELF); // as died and said always did
                if (r.kind() != Relation.Kind.SELF) {
                    more.put("relation", r.words());
                }
            }
            if (event instanceof WorldEvent.Died died && died.us()) {
                Optional<Obituary> o = session.obituary();
                if (o.isPresent()) {
                    sentence = o.get().cause().sentence();
                    more.put("cause", o.get().cause().cause());
                    more.put("meaning", o.get().cause().meaning());
                    more.put("children", o.get().children().size());
                    more.put("children_died", o.get().childrenDead());
                    more.put(
                            "living_kin",
                            o.get().livingKin().stream().map(Family.Member::id).toList());
                }
            }
            out.println(json.event(EventText.name(event), event, more, sentence));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Answered e) {
            Answer a = e.answer();
            Map<String, Object> fields = new LinkedHashMap<>();
            if (a instanceof Answer.Look look) {
                fields.put("tile", look.tile());
                fields.put("details", look.details());
            } else if (a instanceof Answer.Scan scan) {
                fields.put("radius", scan.radius());
                fields.put("entries", scan.entries());
                fields.put("things", scan.things());
            } else if (a instanceof Answer.GoTo go) {
                fields.put("target", go.target());
            } else if (a instanceof Answer.Found found) {
                fields.put("query", found.query());
                fields.put("seen", found.seen());
                fields.put("known", found.known());
            } else if (a instanceof Answer.HintList hints) {
                fields.put("held", hints.held());
                fields.put("held_name", hints.heldName());
                fields.put("hints", hints.hints());
            } else if (a instanceof Answer.Recipe recipe) {
                fields.put("recipe", recipe.how());
            } else if (a instanceof Answer.FamilyReport f) {
                fields.put("line", f.family().line());
                fields.put("you", f.family().you());
                fields.put("siblings", f.family().siblings());
                fields.put("children", f.family().children());
                fields.put("grandchildren", f.family().grandchildren());
            } else if (a instanceof Answer.PlaceList p) {
                fields.put("places", p.places());
            } else if (a instanceof Answer.Marked m) {
                fields.put("place", m.place());
            } else if (a instanceof Answer.Guided g) {
                fields.put("place", g.place());
            } else if (a instanceof Answer.Travelling t) {
                fields.put("place", t.place());
                fields.put("leg", t.leg());
            }
            out.println(json.event(a.kind(), fields, a.sentence()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Refused e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            fields.put("message", e.reason());
            out.println(json.event("error", fields));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Sent e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            fields.put("command", e.command());
            out.println(json.event("sent", fields));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Done e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            fields.put("change", e.change());
            out.println(json.event("done", fields, e.change()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Failed e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            fields.put("reason", e.reason());
            out.println(json.event("refused", fields, ActionSyntax.format(e.action()) + ": " + e.reason()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Walked e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            fields.put("change", e.change());
            fields.put("x", e.end().x());
            fields.put("y", e.end().y());
            out.println(json.event("done", fields, e.change()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Replaced e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(e.action()));
            String sentence = ActionSyntax.format(e.action()) + ": a newer walk or action took its place";
            out.println(json.event("replaced", fields, sentence));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Trouble e) {
            out.println(json.event("error", Map.of("message", e.text())));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Skipped e) {
            err.println("ohol-tui: skipped: " + SafeText.clean(e.description()));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.RoundTrip e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("id", e.id());
            fields.put("round_trip_ms", e.millis());
            out.println(json.event("ping", fields));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.LifeBegan e) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("player_id", e.playerId());
            fields.put("life", e.life());
            out.println(json.event("life_began", fields));
            return Optional.empty();
        }

        @Override
        public Optional<ExitCode> on(SessionEvent.Closed e) {
            CloseReason reason = e.reason();
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("reason", SafeText.clean(reason.toString()));
            fields.put("after_death", session.died());
            out.println(json.event("closed", fields));
            out.flush();
            if (session.quitting() && reason.kind() == CloseReason.Kind.LOCAL) {
                return Optional.of(ExitCode.OK);
            }
            if (session.died()) {
                return Optional.empty(); // the life ended; the script may be reborn or quit
            }
            err.println("ohol-tui: " + SafeText.clean(reason.toString()));
            err.flush();
            return Optional.of(ExitCode.CONNECTION_LOST);
        }
    }

    /** Prints messages that arrived before a failed login (REJECTED...), so a script sees them too. */
    private void printEarlyMessages(GameSession session) throws InterruptedException {
        for (Optional<Inbound> in; (in = session.next(0)).isPresent(); ) {
            if (in.get() instanceof Inbound.Net net && net.event() instanceof NetEvent.Received r) {
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
