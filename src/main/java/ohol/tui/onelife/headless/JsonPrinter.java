package ohol.tui.onelife.headless;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.json.JsonLines.By;
import ohol.tui.core.json.OldNames;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.json.AnswerJson;
import ohol.tui.onelife.json.SightJson;
import ohol.tui.onelife.json.WorldEventJson;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.EventText;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Obituary;
import ohol.tui.onelife.world.Relation;
import ohol.tui.onelife.world.WorldEvent;

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
        JsonObject fields = WorldEventJson.of(event);
        String sentence = session.family().sentence(event); // people as the screen calls them, never an id
        List<Integer> about = Family.subjects(event);
        if (!about.isEmpty() && !(event instanceof WorldEvent.StatsChanged)) {
            Relation r = session.family().relationOf(about.get(0));
            fields.addProperty("us", r.kind() == Relation.Kind.SELF); // as died and said always did
            if (r.kind() != Relation.Kind.SELF) {
                fields.addProperty("relation", r.words());
            }
        }
        if (event instanceof WorldEvent.Died died && died.us()) {
            Optional<Obituary> o = session.obituary();
            if (o.isPresent()) {
                sentence = o.get().cause().sentence();
                fields.addProperty("cause", o.get().cause().cause());
                fields.addProperty("meaning", o.get().cause().meaning());
                fields.addProperty("children", o.get().children().size());
                OldNames.add(fields, "childrenDied", "children_died", o.get().childrenDead());
                JsonArray kin = new JsonArray();
                o.get().livingKin().forEach(m -> kin.add(m.id()));
                OldNames.add(fields, "livingKin", "living_kin", kin);
            }
        }
        out.println(json.event(EventText.name(event), fields, sentence));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Answered e) {
        Answer a = e.answer();
        out.println(json.event(a.kind(), AnswerJson.of(a), a.sentence()));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Refused e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        out.println(json.refused(By.CLIENT, OldNames.Was.ERROR, fields, e.reason(), null));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Sent e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        fields.addProperty("command", e.command());
        fields.addProperty("wire", e.wire());
        out.println(json.event("sent", fields));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Done e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        fields.addProperty("change", e.change());
        out.println(json.event("done", fields, e.change()));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Failed e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        By by = e.sent() ? By.SERVER : By.CLIENT;
        String sentence = ActionSyntax.format(e.action()) + ": " + e.reason();
        out.println(json.refused(by, OldNames.Was.REFUSED, fields, e.reason(), sentence));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Walked e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        fields.addProperty("change", e.change());
        fields.addProperty("x", e.end().x());
        fields.addProperty("y", e.end().y());
        out.println(json.event("done", fields, e.change()));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Replaced e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("action", ActionSyntax.format(e.action()));
        String sentence = ActionSyntax.format(e.action()) + ": a newer walk or action took its place";
        out.println(json.event("replaced", fields, sentence));
        return Optional.empty();
    }

    /** Trouble tied to no one action (a walk nobody asked for by name stopped): not a refusal. */
    @Override
    public Optional<ExitCode> on(SessionEvent.Trouble e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("message", e.text());
        out.println(json.event("error", fields));
        return Optional.empty();
    }

    /**
     * A line cut to what the server lets us say: not an error (it is said, cut), and not a
     * refusal (it is done): said as the client's, with why, what will be said and, for one
     * release, the {@code error} it was printed as with its {@code message}.
     */
    @Override
    public Optional<ExitCode> on(SessionEvent.Cut e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("by", "client");
        OldNames.was(fields, OldNames.Was.ERROR);
        fields.addProperty("action", ActionSyntax.format(e.action()));
        fields.addProperty("reason", e.reason());
        fields.addProperty("said", e.kept());
        fields.addProperty("limit", e.limit());
        OldNames.oldMessage(
                fields,
                OldNames.Was.ERROR,
                "cut to " + e.limit() + (e.limit() == 1 ? " character" : " characters")
                        + ", what the server lets you say at " + e.age() + ": " + e.kept());
        out.println(json.event("cut", fields, e.sentence()));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Skipped e) {
        err.println("ohol-tui: skipped: " + ServerText.clean(e.description()));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.RoundTrip e) {
        JsonObject fields = new JsonObject();
        fields.addProperty("id", e.id());
        OldNames.add(fields, "roundTripMs", "round_trip_ms", e.millis());
        out.println(json.event("ping", fields));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.LifeBegan e) {
        JsonObject fields = new JsonObject();
        OldNames.add(fields, "playerId", "player_id", e.playerId());
        fields.addProperty("life", e.life());
        out.println(json.event("life_began", fields));
        return Optional.empty();
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Closed e) {
        CloseReason reason = e.reason();
        JsonObject fields = new JsonObject();
        fields.addProperty("reason", ServerText.clean(reason.toString()));
        OldNames.add(fields, "afterDeath", "after_death", session.died());
        out.println(json.event("closed", fields));
        out.flush();
        Optional<ExitCode> ending = session.endingAt(reason);
        // a bug's own line names its crash report: whoever runs the session writes it
        if (ending.isPresent()
                && !session.leftAsAsked(reason)
                && reason.failed().isEmpty()) {
            err.println("ohol-tui: " + ServerText.clean(reason.toString()));
            err.flush();
        }
        return ending;
    }

    @Override
    public Optional<ExitCode> on(SessionEvent.Hungry e) {
        out.println(json.event(
                "hungry", SightJson.hunger(e.hunger()), e.hunger().warning(Optional.of("goto food goes there"))));
        return Optional.empty();
    }
}
