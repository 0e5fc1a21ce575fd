package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.number;
import static ohol.tui.onelife.json.JsonValues.optional;
import static ohol.tui.onelife.json.JsonValues.text;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.Cursed;
import ohol.tui.onelife.protocol.server.Exiled;
import ohol.tui.onelife.protocol.server.Following;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.MapPointer;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.PlayerEmotes;
import ohol.tui.onelife.protocol.server.PlayerPointer;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.PosseJoin;
import ohol.tui.onelife.protocol.server.WarReport;

/** The JSON of the messages about people among people: families, names, speech, emotions, leaders, curses, wars. */
interface PeopleMessagesJson extends MessageWriting {
    @Override
    default void on(Lineage m) {
        JsonObject out = new JsonObject();
        out.add("people", array(m.people(), p -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", p.playerId());
            o.add("ancestors", ProtocolValuesJson.ancestors(p.ancestors()));
            return o;
        }));
        write("Lineage", out);
    }

    @Override
    default void on(Names m) {
        JsonObject out = new JsonObject();
        out.add("names", array(m.names(), n -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", n.playerId());
            o.addProperty("firstName", n.firstName());
            o.add("lastName", text(n.lastName()));
            return o;
        }));
        write("Names", out);
    }

    @Override
    default void on(PlayerSays m) {
        JsonObject out = new JsonObject();
        out.add("speeches", array(m.speeches(), PeopleMessagesJson::speech));
        write("PlayerSays", out);
    }

    private static JsonObject speech(PlayerSays.Speech s) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", s.playerId());
        out.addProperty("curse", s.curse());
        out.addProperty("spoken", s.spoken());
        out.add("map", optional(s.map(), PeopleMessagesJson::map));
        out.add("player", optional(s.player(), PeopleMessagesJson::player));
        out.addProperty("text", s.text());
        return out;
    }

    private static JsonObject map(MapPointer p) {
        JsonObject out = new JsonObject();
        out.addProperty("x", p.x());
        out.addProperty("y", p.y());
        out.add("ageSeconds", number(p.ageSeconds()));
        return out;
    }

    private static JsonObject player(PlayerPointer p) {
        JsonObject out = new JsonObject();
        out.addProperty(
                "label",
                switch (p.label()) {
                    case BABY -> "BABY";
                    case LEADER -> "LEADER";
                    case FOLLOWER -> "FOLLOWER";
                    case EXPERT -> "EXPERT";
                    case OWNER -> "OWNER";
                    case VISITOR -> "VISITOR";
                    case PROP -> "PROP";
                    case MOTHER -> "MOTHER";
                });
        out.addProperty("playerId", p.playerId());
        return out;
    }

    @Override
    default void on(PlayerEmotes m) {
        JsonObject out = new JsonObject();
        out.add("emotes", array(m.emotes(), e -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", e.playerId());
            o.addProperty("emotIndex", e.emotIndex());
            o.add("ttlSeconds", number(e.ttlSeconds()));
            return o;
        }));
        write("PlayerEmotes", out);
    }

    @Override
    default void on(Following m) {
        JsonObject out = new JsonObject();
        out.add("follows", array(m.follows(), f -> {
            JsonObject o = new JsonObject();
            o.addProperty("followerId", f.followerId());
            o.addProperty("leaderId", f.leaderId());
            o.addProperty("leaderColorIndex", f.leaderColorIndex());
            return o;
        }));
        write("Following", out);
    }

    @Override
    default void on(Exiled m) {
        JsonObject out = new JsonObject();
        out.add("exiles", array(m.exiles(), e -> {
            JsonObject o = new JsonObject();
            o.addProperty("targetId", e.targetId());
            o.addProperty("exilerId", e.exilerId());
            return o;
        }));
        write("Exiled", out);
    }

    @Override
    default void on(Cursed m) {
        JsonObject out = new JsonObject();
        out.add("curses", array(m.curses(), c -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", c.playerId());
            o.addProperty("level", c.level());
            o.add("word", text(c.word()));
            return o;
        }));
        write("Cursed", out);
    }

    @Override
    default void on(PosseJoin m) {
        JsonObject out = new JsonObject();
        out.addProperty("killerId", m.killerId());
        out.addProperty("targetId", m.targetId());
        write("PosseJoin", out);
    }

    @Override
    default void on(WarReport m) {
        JsonObject out = new JsonObject();
        out.add("relations", array(m.relations(), r -> {
            JsonObject o = new JsonObject();
            o.addProperty("eveA", r.eveA());
            o.addProperty("eveB", r.eveB());
            o.addProperty(
                    "status",
                    switch (r.status()) {
                        case WAR -> "WAR";
                        case PEACE -> "PEACE";
                    });
            return o;
        }));
        write("WarReport", out);
    }
}
