package ohol.tui.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.text.ServerText;
import ohol.tui.input.ActionSyntax;
import ohol.tui.session.Answer;
import ohol.tui.session.GameSession;
import ohol.tui.session.SessionEvent;
import ohol.tui.world.EventText;
import ohol.tui.world.Family;
import ohol.tui.world.Obituary;
import ohol.tui.world.Relation;
import ohol.tui.world.WorldEvent;

/**
 * Headless mode's output: one JSON line per session event; says how to end once the connection
 * has closed. The JSON names and fields are a public interface.
 */
final class JsonPrinter implements SessionEvent.Handler<Optional<ExitCode>> {
    private final GameSession session;
    private final Json json;
    private final PrintWriter out;
    private final PrintWriter err;

    JsonPrinter(GameSession session, Json json, PrintWriter out, PrintWriter err) {
        this.session = session;
        this.json = json;
        this.out = out;
        this.err = err;
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
        err.println("ohol-tui: skipped: " + ServerText.clean(e.description()));
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
        fields.put("reason", ServerText.clean(reason.toString()));
        fields.put("after_death", session.died());
        out.println(json.event("closed", fields));
        out.flush();
        if (session.quitting() && reason.kind() == CloseReason.Kind.LOCAL) {
            return Optional.of(ExitCode.OK);
        }
        if (session.died()) {
            return Optional.empty(); // the life ended; the script may be reborn or quit
        }
        err.println("ohol-tui: " + ServerText.clean(reason.toString()));
        err.flush();
        return Optional.of(ExitCode.CONNECTION_LOST);
    }
}
