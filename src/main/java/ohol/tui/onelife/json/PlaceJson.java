package ohol.tui.onelife.json;

import com.google.gson.JsonObject;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.Way;

/** Where things are: a tile, the way there from us, a place of the places list. */
final class PlaceJson {
    private PlaceJson() {}

    static JsonObject position(Position p) {
        JsonObject out = new JsonObject();
        out.addProperty("x", p.x());
        out.addProperty("y", p.y());
        return out;
    }

    static JsonObject way(Way w) {
        JsonObject out = new JsonObject();
        out.addProperty("dx", w.dx());
        out.addProperty("dy", w.dy());
        out.addProperty("tiles", w.tiles());
        out.addProperty("direction", w.direction());
        return out;
    }

    static JsonObject spot(Answer.Spot s) {
        JsonObject out = new JsonObject();
        out.addProperty("number", s.number());
        out.addProperty("name", s.name());
        out.addProperty("kind", s.kind());
        out.add("at", position(s.at()));
        out.add("way", way(s.way()));
        out.addProperty("chosen", s.chosen());
        return out;
    }
}
