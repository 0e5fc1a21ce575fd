package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.number;
import static ohol.tui.onelife.json.JsonValues.numbers;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.ClothingSet;
import ohol.tui.onelife.protocol.server.PlayerCount;

/** The values several messages carry: objects with what they hold, clothes, lineages, player counts. */
final class ProtocolValuesJson {
    private ProtocolValuesJson() {}

    static JsonObject object(GameObject o) {
        JsonObject out = new JsonObject();
        out.addProperty("id", o.id());
        out.add("contained", array(o.contained(), ProtocolValuesJson::contained));
        return out;
    }

    private static JsonObject contained(GameObject.ContainedObject c) {
        JsonObject out = new JsonObject();
        out.addProperty("id", c.id());
        out.add("subContained", numbers(c.subContained()));
        return out;
    }

    static JsonObject clothing(ClothingSet c) {
        JsonObject out = new JsonObject();
        out.add("hat", object(c.hat()));
        out.add("tunic", object(c.tunic()));
        out.add("frontShoe", object(c.frontShoe()));
        out.add("backShoe", object(c.backShoe()));
        out.add("bottom", object(c.bottom()));
        out.add("backpack", object(c.backpack()));
        return out;
    }

    static JsonObject ancestors(Ancestors a) {
        JsonObject out = new JsonObject();
        out.add("ids", numbers(a.ids()));
        out.add("eveId", number(a.eveId()));
        return out;
    }

    static JsonObject players(PlayerCount p) {
        JsonObject out = new JsonObject();
        out.addProperty("current", p.current());
        out.addProperty("max", p.max());
        return out;
    }
}
