package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.optional;
import static ohol.tui.onelife.json.JsonValues.text;

import com.google.gson.JsonObject;
import ohol.tui.core.json.OldNames;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.world.Family;

/**
 * The fields of an answer's line in headless mode ({@code look}, {@code scan}, {@code find}...;
 * the name and sentence are the answer's own). A new object each time.
 */
public final class AnswerJson implements Answer.Handler<JsonObject> {
    private static final AnswerJson WRITER = new AnswerJson();

    private AnswerJson() {}

    public static JsonObject of(Answer answer) {
        return answer.accept(WRITER);
    }

    @Override
    public JsonObject on(Answer.Look a) {
        JsonObject out = new JsonObject();
        out.add("tile", TileJson.tile(a.tile()));
        out.add("details", TileJson.details(a.details()));
        return out;
    }

    @Override
    public JsonObject on(Answer.Scan a) {
        JsonObject out = new JsonObject();
        out.addProperty("radius", a.radius());
        out.add("entries", array(a.entries(), SightJson::sighting));
        out.add("things", array(a.things(), SightJson::thing));
        return out;
    }

    @Override
    public JsonObject on(Answer.GoTo a) {
        JsonObject out = new JsonObject();
        out.add("target", SightJson.seen(a.target()));
        return out;
    }

    @Override
    public JsonObject on(Answer.Found a) {
        JsonObject out = new JsonObject();
        out.addProperty("query", a.query());
        out.add("seen", array(a.seen(), SightJson::seen));
        out.add("known", array(a.known(), SightJson::match));
        return out;
    }

    @Override
    public JsonObject on(Answer.HintList a) {
        JsonObject out = new JsonObject();
        out.addProperty("held", a.held());
        OldNames.add(out, "heldName", "held_name", a.heldName());
        out.add("hints", array(a.hints(), SightJson::use));
        return out;
    }

    @Override
    public JsonObject on(Answer.Recipe a) {
        JsonObject out = new JsonObject();
        out.add("recipe", SightJson.howToMake(a.how()));
        return out;
    }

    @Override
    public JsonObject on(Answer.FamilyReport a) {
        Family.Report family = a.family();
        JsonObject out = new JsonObject();
        out.add("line", array(family.line(), AnswerJson::member));
        out.add("you", optional(family.you(), AnswerJson::member));
        out.add("siblings", array(family.siblings(), AnswerJson::member));
        out.add("children", array(family.children(), AnswerJson::member));
        out.add("grandchildren", array(family.grandchildren(), AnswerJson::member));
        return out;
    }

    private static JsonObject member(Family.Member m) {
        JsonObject out = new JsonObject();
        out.addProperty("id", m.id());
        out.addProperty("name", m.name());
        out.addProperty("relation", m.relation());
        out.addProperty("alive", m.alive());
        out.addProperty("age", m.age());
        out.addProperty("sex", m.sex());
        out.add("way", optional(m.way(), PlaceJson::way));
        out.addProperty("inSight", m.inSight());
        out.add("death", text(m.death()));
        return out;
    }

    @Override
    public JsonObject on(Answer.PlaceList a) {
        JsonObject out = new JsonObject();
        out.add("places", array(a.places(), PlaceJson::spot));
        return out;
    }

    @Override
    public JsonObject on(Answer.Marked a) {
        return place(a.place());
    }

    @Override
    public JsonObject on(Answer.Guided a) {
        return place(a.place());
    }

    @Override
    public JsonObject on(Answer.Travelling a) {
        JsonObject out = place(a.place());
        out.addProperty("leg", a.leg());
        return out;
    }

    private static JsonObject place(Answer.Spot place) {
        JsonObject out = new JsonObject();
        out.add("place", PlaceJson.spot(place));
        return out;
    }
}
