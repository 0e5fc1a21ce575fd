package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.number;
import static ohol.tui.onelife.json.JsonValues.optional;

import com.google.gson.JsonObject;
import ohol.tui.onelife.world.OurStats;
import ohol.tui.onelife.world.WorldEvent;

/**
 * The fields of a world event's line in headless mode ({@code born}, {@code said}, {@code
 * stats_changed}...; the name and sentence are {@link ohol.tui.onelife.world.EventText}'s). A new
 * object each time: the caller adds what the session knows besides.
 */
public final class WorldEventJson implements WorldEvent.Handler<JsonObject> {
    private static final WorldEventJson WRITER = new WorldEventJson();

    private WorldEventJson() {}

    public static JsonObject of(WorldEvent event) {
        return event.accept(WRITER);
    }

    @Override
    public JsonObject on(WorldEvent.StatsChanged e) {
        JsonObject out = new JsonObject();
        out.add("stats", stats(e.stats()));
        return out;
    }

    private static JsonObject stats(OurStats s) {
        JsonObject out = new JsonObject();
        out.addProperty("food", s.food());
        out.addProperty("foodCapacity", s.foodCapacity());
        out.addProperty("yumBonus", s.yumBonus());
        out.addProperty("yumMultiplier", s.yumMultiplier());
        out.addProperty("lastAteId", s.lastAteId());
        out.addProperty("moveSpeed", s.moveSpeed());
        out.addProperty("heat", s.heat());
        out.addProperty("foodSeconds", s.foodSeconds());
        out.addProperty("indoorBonus", s.indoorBonus());
        out.add("cravingId", number(s.cravingId()));
        out.addProperty("cravingBonus", s.cravingBonus());
        out.addProperty("curseTokens", s.curseTokens());
        out.addProperty("curseScore", s.curseScore());
        out.addProperty("toolSlotsUsed", s.toolSlotsUsed());
        out.addProperty("toolSlotsTotal", s.toolSlotsTotal());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Born e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.add("motherId", number(e.motherId()));
        out.addProperty("motherName", e.motherName());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Named e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Died e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        out.addProperty("age", e.age());
        out.addProperty("reason", e.reason().wire());
        out.addProperty("us", e.us());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Said e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        out.addProperty("text", e.text());
        out.addProperty("curse", e.curse());
        out.addProperty("us", e.us());
        out.add("pointsAt", optional(e.pointsAt(), PlaceJson::position));
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.PlaceSaid e) {
        JsonObject out = new JsonObject();
        out.addProperty("x", e.x());
        out.addProperty("y", e.y());
        out.addProperty("text", e.text());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Followed e) {
        JsonObject out = new JsonObject();
        out.addProperty("followerId", e.followerId());
        out.addProperty("follower", e.follower());
        out.add("leaderId", number(e.leaderId()));
        out.addProperty("leader", e.leader());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.ExiledBy e) {
        JsonObject out = new JsonObject();
        out.addProperty("targetId", e.targetId());
        out.addProperty("target", e.target());
        out.addProperty("exilerId", e.exilerId());
        out.addProperty("exiler", e.exiler());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Wounded e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        out.addProperty("sick", e.sick());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.HealedUp e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Notice e) {
        JsonObject out = new JsonObject();
        out.addProperty("text", e.text());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Emoted e) {
        JsonObject out = new JsonObject();
        out.addProperty("playerId", e.playerId());
        out.addProperty("name", e.name());
        out.addProperty("index", e.index());
        out.addProperty("us", e.us());
        return out;
    }

    @Override
    public JsonObject on(WorldEvent.Carried e) {
        JsonObject out = new JsonObject();
        out.addProperty("holderId", e.holderId());
        out.addProperty("holder", e.holder());
        out.addProperty("babyId", e.babyId());
        out.addProperty("baby", e.baby());
        out.addProperty("us", e.us());
        return out;
    }
}
