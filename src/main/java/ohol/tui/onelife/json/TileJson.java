package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.number;
import static ohol.tui.onelife.json.JsonValues.optional;
import static ohol.tui.onelife.json.JsonValues.text;
import static ohol.tui.onelife.json.JsonValues.texts;

import com.google.gson.JsonObject;
import ohol.tui.onelife.sight.TileFacts;
import ohol.tui.onelife.sight.TileReport;
import ohol.tui.onelife.world.PersonLook;

/** What {@code look} tells of a tile: the {@code tile} as it always was, and the {@code details}. */
final class TileJson {
    private TileJson() {}

    static JsonObject tile(TileReport t) {
        JsonObject out = new JsonObject();
        out.addProperty("x", t.x());
        out.addProperty("y", t.y());
        out.addProperty("dx", t.dx());
        out.addProperty("dy", t.dy());
        out.addProperty("known", t.known());
        out.addProperty("biome", t.biome());
        out.add("floor", optional(t.floor(), TileJson::named));
        out.add("object", optional(t.object(), TileJson::named));
        out.add("people", texts(t.people()));
        out.add("graveOf", text(t.graveOf()));
        out.add("owners", texts(t.owners()));
        out.add("persons", array(t.persons(), TileJson::person));
        return out;
    }

    private static JsonObject named(TileReport.Named n) {
        JsonObject out = new JsonObject();
        out.addProperty("id", n.id());
        out.addProperty("name", n.name());
        out.add("contents", array(n.contents(), TileJson::named));
        return out;
    }

    private static JsonObject person(PersonLook p) {
        JsonObject out = new JsonObject();
        out.addProperty("id", p.id());
        out.addProperty("name", p.name());
        out.addProperty("relation", p.relation());
        out.addProperty("age", p.age());
        out.addProperty("sex", p.sex());
        out.add("holding", text(p.holding()));
        out.add("lastSaid", text(p.lastSaid()));
        out.addProperty("dying", p.dying());
        out.add("showing", text(p.showing()));
        return out;
    }

    static JsonObject details(TileFacts t) {
        JsonObject out = new JsonObject();
        out.addProperty("x", t.x());
        out.addProperty("y", t.y());
        out.addProperty("dx", t.dx());
        out.addProperty("dy", t.dy());
        out.addProperty("known", t.known());
        out.add("biome", optional(t.biome(), TileJson::biome));
        out.add("object", optional(t.object(), TileJson::thing));
        out.add("floor", optional(t.floor(), TileJson::thing));
        out.add("people", array(t.people(), TileJson::person));
        out.add("graveOf", text(t.graveOf()));
        out.add("owners", texts(t.owners()));
        out.add("uses", array(t.uses(), TileJson::use));
        return out;
    }

    private static JsonObject biome(TileFacts.BiomeFacts b) {
        JsonObject out = new JsonObject();
        out.addProperty("id", b.id());
        out.addProperty("name", b.name());
        out.addProperty("effect", b.effect());
        out.add("groundHeat", number(b.groundHeat()));
        return out;
    }

    private static JsonObject thing(TileFacts.ThingFacts t) {
        JsonObject out = new JsonObject();
        out.addProperty("id", t.id());
        out.addProperty("name", t.name());
        out.addProperty("kind", t.kind());
        out.add("state", text(t.state()));
        out.add("contents", array(t.contents(), TileJson::thing));
        out.addProperty("foodValue", t.foodValue());
        out.addProperty("craved", t.craved());
        out.add("danger", text(t.danger()));
        return out;
    }

    private static JsonObject person(TileFacts.PersonFacts p) {
        JsonObject out = new JsonObject();
        out.addProperty("id", p.id());
        out.addProperty("name", p.name());
        out.addProperty("age", p.age());
        out.addProperty("us", p.us());
        out.addProperty("holding", p.holding());
        out.addProperty("dying", p.dying());
        out.addProperty("relation", p.relation());
        return out;
    }

    private static JsonObject use(TileFacts.KeyUse u) {
        JsonObject out = new JsonObject();
        out.addProperty("action", u.action());
        out.addProperty("outcome", u.outcome());
        return out;
    }
}
