package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.numbers;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.Craving;
import ohol.tui.onelife.protocol.server.CurseScoreChange;
import ohol.tui.onelife.protocol.server.CurseTokenChange;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.HeatChange;
import ohol.tui.onelife.protocol.server.LearnedToolReport;
import ohol.tui.onelife.protocol.server.ToolExperts;
import ohol.tui.onelife.protocol.server.ToolSlots;

/** The JSON of the messages about our own body: food, heat, cravings, curse tokens and tools learned. */
interface BodyMessagesJson extends MessageWriting {
    @Override
    default void on(FoodChange m) {
        JsonObject out = new JsonObject();
        out.addProperty("foodStore", m.foodStore());
        out.addProperty("foodCapacity", m.foodCapacity());
        out.addProperty("lastAteId", m.lastAteId());
        out.addProperty("lastAteFillMax", m.lastAteFillMax());
        out.addProperty("moveSpeed", m.moveSpeed());
        out.addProperty("responsibleId", m.responsibleId());
        out.addProperty("yumBonus", m.yumBonus());
        out.addProperty("yumMultiplier", m.yumMultiplier());
        write("FoodChange", out);
    }

    @Override
    default void on(HeatChange m) {
        JsonObject out = new JsonObject();
        out.addProperty("heat", m.heat());
        out.addProperty("foodTimeSeconds", m.foodTimeSeconds());
        out.addProperty("indoorBonusSeconds", m.indoorBonusSeconds());
        write("HeatChange", out);
    }

    @Override
    default void on(Craving m) {
        JsonObject out = new JsonObject();
        out.addProperty("foodId", m.foodId());
        out.addProperty("bonus", m.bonus());
        write("Craving", out);
    }

    @Override
    default void on(CurseTokenChange m) {
        JsonObject out = new JsonObject();
        out.addProperty("tokens", m.tokens());
        write("CurseTokenChange", out);
    }

    @Override
    default void on(CurseScoreChange m) {
        JsonObject out = new JsonObject();
        out.addProperty("excessPoints", m.excessPoints());
        write("CurseScoreChange", out);
    }

    @Override
    default void on(ToolSlots m) {
        JsonObject out = new JsonObject();
        out.addProperty("used", m.used());
        out.addProperty("total", m.total());
        write("ToolSlots", out);
    }

    @Override
    default void on(LearnedToolReport m) {
        JsonObject out = new JsonObject();
        out.add("toolIds", numbers(m.toolIds()));
        write("LearnedToolReport", out);
    }

    @Override
    default void on(ToolExperts m) {
        JsonObject out = new JsonObject();
        out.add("playerIds", numbers(m.playerIds()));
        write("ToolExperts", out);
    }
}
