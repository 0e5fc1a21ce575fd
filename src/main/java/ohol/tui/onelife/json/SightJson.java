package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.optional;
import static ohol.tui.onelife.json.JsonValues.texts;

import com.google.gson.JsonObject;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.knowledge.Recipes;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Thing;

/** What the questions about things answer with: things in view, matches of a name, uses of what we hold, recipes. */
public final class SightJson {
    private SightJson() {}

    static JsonObject sighting(Sight.Spot s) {
        JsonObject out = new JsonObject();
        out.addProperty("dx", s.dx());
        out.addProperty("dy", s.dy());
        out.addProperty("id", s.id());
        out.addProperty("name", s.name());
        return out;
    }

    static JsonObject thing(Thing t) {
        JsonObject out = new JsonObject();
        out.addProperty(
                "group",
                switch (t.group()) {
                    case DANGER -> "DANGER";
                    case KIN -> "KIN";
                    case PERSON -> "PERSON";
                    case THING -> "THING";
                });
        out.addProperty("id", t.id());
        out.addProperty("name", t.name());
        out.addProperty("dx", t.dx());
        out.addProperty("dy", t.dy());
        out.addProperty("count", t.count());
        out.addProperty("food", t.food());
        out.addProperty("craved", t.craved());
        out.addProperty("usedUp", t.usedUp());
        out.addProperty("age", t.age());
        out.addProperty("relation", t.relation());
        return out;
    }

    static JsonObject seen(ObjectSearch.Seen s) {
        JsonObject out = new JsonObject();
        out.addProperty("id", s.id());
        out.addProperty("name", s.name());
        out.addProperty("fit", fit(s.fit()));
        out.addProperty("usedUp", s.usedUp());
        out.addProperty("dx", s.dx());
        out.addProperty("dy", s.dy());
        out.addProperty("seenAgo", s.secondsAgo());
        return out;
    }

    /** A hunger warning: food, capacity, the food it shows at, and the nearest food known (null: none). */
    public static JsonObject hunger(Hunger h) {
        JsonObject out = new JsonObject();
        out.addProperty("food", h.food());
        out.addProperty("capacity", h.capacity());
        out.addProperty("threshold", h.threshold());
        out.add("nearest", optional(h.nearest(), f -> {
            JsonObject food = new JsonObject();
            food.addProperty("id", f.id());
            food.addProperty("name", f.name());
            food.addProperty("gives", f.gives());
            food.addProperty("givesName", f.givesName());
            food.addProperty("dx", f.dx());
            food.addProperty("dy", f.dy());
            food.addProperty("seenAgo", f.secondsAgo());
            return food;
        }));
        return out;
    }

    static JsonObject match(ObjectSearch.Match m) {
        JsonObject out = new JsonObject();
        out.addProperty("id", m.id());
        out.addProperty("name", m.name());
        out.addProperty("fit", fit(m.fit()));
        out.addProperty("usedUp", m.usedUp());
        return out;
    }

    private static String fit(ObjectSearch.Fit fit) {
        return switch (fit) {
            case EXACT -> "EXACT";
            case START -> "START";
            case WORDS -> "WORDS";
            case PART -> "PART";
        };
    }

    static JsonObject use(Sight.Use u) {
        JsonObject out = new JsonObject();
        out.addProperty("text", u.text());
        out.addProperty("held", u.held());
        out.addProperty("heldName", u.heldName());
        out.addProperty("target", u.target());
        out.addProperty("targetName", u.targetName());
        out.addProperty("newHeld", u.newHeld());
        out.addProperty("newHeldName", u.newHeldName());
        out.addProperty("newTarget", u.newTarget());
        out.addProperty("newTargetName", u.newTargetName());
        out.add("at", optional(u.at(), at -> {
            JsonObject o = new JsonObject();
            o.addProperty("dx", at.dx());
            o.addProperty("dy", at.dy());
            return o;
        }));
        return out;
    }

    static JsonObject howToMake(HowToMake h) {
        JsonObject out = new JsonObject();
        out.addProperty("query", h.query());
        out.addProperty("id", h.id());
        out.addProperty("name", h.name());
        out.addProperty("wild", h.wild());
        out.add("recipe", optional(h.recipe(), SightJson::step));
        out.add("steps", array(h.steps(), SightJson::stepLine));
        return out;
    }

    private static JsonObject step(Recipes.Step s) {
        JsonObject out = new JsonObject();
        out.addProperty("made", s.made());
        out.addProperty("madeName", s.madeName());
        out.add("actor", need(s.actor()));
        out.add("target", need(s.target()));
        out.addProperty("newActor", s.newActor());
        out.addProperty("newActorName", s.newActorName());
        out.addProperty("newTarget", s.newTarget());
        out.addProperty("newTargetName", s.newTargetName());
        out.addProperty("cost", s.cost());
        return out;
    }

    private static JsonObject need(Recipes.Need n) {
        JsonObject out = new JsonObject();
        out.addProperty("id", n.id());
        out.addProperty("name", n.name());
        out.addProperty("tool", n.tool());
        out.add("made", optional(n.made(), SightJson::step));
        return out;
    }

    private static JsonObject stepLine(HowToMake.StepLine s) {
        JsonObject out = new JsonObject();
        out.addProperty("number", s.number());
        out.addProperty("made", s.made());
        out.addProperty("madeName", s.madeName());
        out.addProperty("text", s.text());
        out.add("tools", texts(s.tools()));
        out.addProperty("waiting", s.waiting());
        return out;
    }
}
