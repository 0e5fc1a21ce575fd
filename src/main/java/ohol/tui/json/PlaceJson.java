package ohol.tui.json;

import com.google.gson.JsonObject;
import ohol.tui.session.Answer;
import ohol.tui.world.Position;
import ohol.tui.world.Way;

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
