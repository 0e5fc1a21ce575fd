package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.array;
import static ohol.tui.onelife.json.JsonValues.number;
import static ohol.tui.onelife.json.JsonValues.numbers;

import com.google.gson.JsonObject;
import java.util.List;
import ohol.tui.onelife.protocol.server.BabyWiggle;
import ohol.tui.onelife.protocol.server.Dying;
import ohol.tui.onelife.protocol.server.FlightDest;
import ohol.tui.onelife.protocol.server.Flip;
import ohol.tui.onelife.protocol.server.Ghosts;
import ohol.tui.onelife.protocol.server.Healed;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.PlayersOutOfRange;
import ohol.tui.onelife.protocol.server.RemovalReason;
import ohol.tui.onelife.protocol.server.RocketRide;

/** The JSON of the messages about players' bodies: where they are, what they hold, how they move and leave. */
interface PlayerMessagesJson extends MessageWriting {
    @Override
    default void on(PlayerUpdate m) {
        JsonObject out = new JsonObject();
        out.add("players", array(m.players(), PlayerMessagesJson::line));
        write("PlayerUpdate", out);
    }

    private static JsonObject line(PlayerUpdate.PlayerLine line) {
        if (line instanceof PlayerState s) {
            return state(s);
        }
        return removed((PlayerRemoved) line); // the only other line a PU has: the interface is sealed
    }

    private static JsonObject state(PlayerState s) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", s.playerId());
        out.addProperty("displayId", s.displayId());
        out.addProperty("facing", s.facing());
        out.addProperty("action", s.action());
        out.addProperty("actionX", s.actionX());
        out.addProperty("actionY", s.actionY());
        out.add("held", ProtocolValuesJson.object(s.held()));
        out.addProperty("heldOriginValid", s.heldOriginValid());
        out.addProperty("heldOriginX", s.heldOriginX());
        out.addProperty("heldOriginY", s.heldOriginY());
        out.addProperty("heldTransitionSourceId", s.heldTransitionSourceId());
        out.addProperty("heat", s.heat());
        out.addProperty("doneMovingSeq", s.doneMovingSeq());
        out.addProperty("forced", s.forced());
        out.addProperty("x", s.x());
        out.addProperty("y", s.y());
        out.addProperty("age", s.age());
        out.addProperty("ageRate", s.ageRate());
        out.addProperty("moveSpeed", s.moveSpeed());
        out.add("clothing", ProtocolValuesJson.clothing(s.clothing()));
        out.addProperty("justAte", s.justAte());
        out.addProperty("lastAteId", s.lastAteId());
        out.addProperty("responsibleId", s.responsibleId());
        out.addProperty("heldYum", s.heldYum());
        out.addProperty("heldLearned", s.heldLearned());
        return out;
    }

    private static JsonObject removed(PlayerRemoved r) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", r.playerId());
        out.addProperty("displayId", r.displayId());
        out.addProperty("age", r.age());
        out.add("reason", reason(r.reason()));
        return out;
    }

    private static JsonObject reason(RemovalReason r) {
        JsonObject out = new JsonObject();
        out.addProperty(
                "kind",
                switch (r.kind()) {
                    case DISCONNECTED -> "DISCONNECTED";
                    case KILLED -> "KILLED";
                    case HUNGER -> "HUNGER";
                    case NURSING_HUNGER -> "NURSING_HUNGER";
                    case AGE -> "AGE";
                    case OTHER -> "OTHER";
                });
        out.add("killerObjectId", number(r.killerObjectId()));
        out.addProperty("wire", r.wire());
        return out;
    }

    @Override
    default void on(PlayerMovesStart m) {
        JsonObject out = new JsonObject();
        out.add("moves", array(m.moves(), PlayerMessagesJson::move));
        write("PlayerMovesStart", out);
    }

    private static JsonObject move(PlayerMovesStart.Move m) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", m.playerId());
        out.addProperty("startX", m.startX());
        out.addProperty("startY", m.startY());
        out.addProperty("totalSeconds", m.totalSeconds());
        out.addProperty("etaSeconds", m.etaSeconds());
        out.addProperty("truncated", m.truncated());
        out.add("path", array(m.path(), PlayerMessagesJson::step));
        return out;
    }

    private static JsonObject step(PlayerMovesStart.Step s) {
        JsonObject out = new JsonObject();
        out.addProperty("dx", s.dx());
        out.addProperty("dy", s.dy());
        return out;
    }

    @Override
    default void on(PlayersOutOfRange m) {
        write("PlayersOutOfRange", playerIds(m.playerIds()));
    }

    @Override
    default void on(BabyWiggle m) {
        write("BabyWiggle", playerIds(m.playerIds()));
    }

    @Override
    default void on(Healed m) {
        write("Healed", playerIds(m.playerIds()));
    }

    @Override
    default void on(Ghosts m) {
        write("Ghosts", playerIds(m.playerIds()));
    }

    private static JsonObject playerIds(List<Integer> ids) {
        JsonObject out = new JsonObject();
        out.add("playerIds", numbers(ids));
        return out;
    }

    @Override
    default void on(Flip m) {
        JsonObject out = new JsonObject();
        out.add("facings", array(m.facings(), f -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", f.playerId());
            o.addProperty("faceLeft", f.faceLeft());
            return o;
        }));
        write("Flip", out);
    }

    @Override
    default void on(Dying m) {
        JsonObject out = new JsonObject();
        out.add("players", array(m.players(), w -> {
            JsonObject o = new JsonObject();
            o.addProperty("playerId", w.playerId());
            o.addProperty("sick", w.sick());
            return o;
        }));
        write("Dying", out);
    }

    @Override
    default void on(FlightDest m) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", m.playerId());
        out.addProperty("destX", m.destX());
        out.addProperty("destY", m.destY());
        write("FlightDest", out);
    }

    @Override
    default void on(RocketRide m) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", m.playerId());
        out.add("rocket", ProtocolValuesJson.object(m.rocket()));
        write("RocketRide", out);
    }
}
