package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.numbers;
import static ohol.tui.onelife.json.JsonValues.optional;
import static ohol.tui.onelife.json.JsonValues.text;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.BadBiomes;
import ohol.tui.onelife.protocol.server.Grave;
import ohol.tui.onelife.protocol.server.GraveMove;
import ohol.tui.onelife.protocol.server.GraveOld;
import ohol.tui.onelife.protocol.server.Homeland;
import ohol.tui.onelife.protocol.server.LocationSays;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.MonumentCall;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.PhotoSignature;
import ohol.tui.onelife.protocol.server.StatueInfo;
import ohol.tui.onelife.protocol.server.VogUpdate;

/** The JSON of the messages about the map and the things at places on it: cells, graves, owners, statues, biomes. */
interface MapMessagesJson extends MessageWriting {
    @Override
    default void on(MapChunk m) {
        JsonObject out = new JsonObject();
        out.addProperty("width", m.width());
        out.addProperty("height", m.height());
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.add("cells", array(m.cells(), c -> {
            JsonObject o = new JsonObject();
            o.addProperty("biome", c.biome());
            o.addProperty("floor", c.floor());
            o.add("object", ProtocolValuesJson.object(c.object()));
            return o;
        }));
        write("MapChunk", out);
    }

    @Override
    default void on(MapChange m) {
        JsonObject out = new JsonObject();
        out.add("changes", array(m.changes(), MapMessagesJson::change));
        write("MapChange", out);
    }

    private static JsonObject change(MapChange.Change c) {
        JsonObject out = new JsonObject();
        out.addProperty("x", c.x());
        out.addProperty("y", c.y());
        out.addProperty("floorId", c.floorId());
        out.add("object", ProtocolValuesJson.object(c.object()));
        out.addProperty("playerId", c.playerId());
        out.add("slide", optional(c.slide(), s -> {
            JsonObject o = new JsonObject();
            o.addProperty("fromX", s.fromX());
            o.addProperty("fromY", s.fromY());
            o.addProperty("speed", s.speed());
            return o;
        }));
        return out;
    }

    @Override
    default void on(Grave m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.addProperty("playerId", m.playerId());
        write("Grave", out);
    }

    @Override
    default void on(GraveMove m) {
        JsonObject out = new JsonObject();
        out.addProperty("fromX", m.fromX());
        out.addProperty("fromY", m.fromY());
        out.addProperty("toX", m.toX());
        out.addProperty("toY", m.toY());
        out.addProperty("swapDest", m.swapDest());
        write("GraveMove", out);
    }

    @Override
    default void on(GraveOld m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.addProperty("playerId", m.playerId());
        out.addProperty("displayId", m.displayId());
        out.addProperty("deathAge", m.deathAge());
        out.add("name", text(m.name()));
        out.add("ancestors", ProtocolValuesJson.ancestors(m.ancestors()));
        write("GraveOld", out);
    }

    @Override
    default void on(MonumentCall m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.add("monument", ProtocolValuesJson.object(m.monument()));
        write("MonumentCall", out);
    }

    @Override
    default void on(OwnerList m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.add("ownerIds", numbers(m.ownerIds()));
        write("OwnerList", out);
    }

    @Override
    default void on(PhotoSignature m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.addProperty("signature", m.signature());
        write("PhotoSignature", out);
    }

    @Override
    default void on(VogUpdate m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        write("VogUpdate", out);
    }

    @Override
    default void on(LocationSays m) {
        JsonObject out = new JsonObject();
        out.add("speeches", array(m.speeches(), s -> {
            JsonObject o = new JsonObject();
            o.addProperty("x", s.x());
            o.addProperty("y", s.y());
            o.addProperty("text", s.text());
            return o;
        }));
        write("LocationSays", out);
    }

    @Override
    default void on(StatueInfo m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.addProperty("displayId", m.displayId());
        out.addProperty("age", m.age());
        out.addProperty("statueAge", m.statueAge());
        out.add("name", text(m.name()));
        out.add("clothing", ProtocolValuesJson.clothing(m.clothing()));
        out.add("finalWords", text(m.finalWords()));
        write("StatueInfo", out);
    }

    @Override
    default void on(BadBiomes m) {
        JsonObject out = new JsonObject();
        out.add("biomes", array(m.biomes(), b -> {
            JsonObject o = new JsonObject();
            o.addProperty("biomeId", b.biomeId());
            o.addProperty("name", b.name());
            return o;
        }));
        write("BadBiomes", out);
    }

    @Override
    default void on(Homeland m) {
        JsonObject out = new JsonObject();
        out.addProperty("x", m.x());
        out.addProperty("y", m.y());
        out.add("familyName", text(m.familyName()));
        write("Homeland", out);
    }
}
