package ohol.tui.crossfire.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import ohol.tui.core.json.JsonLines;
import ohol.tui.core.json.OldNames;
import ohol.tui.crossfire.protocol.AccountCharacter;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.ui.ItemLine;
import ohol.tui.crossfire.world.StatSheet;

/**
 * Each event as a JSON line: a public interface, so the names and fields stay (docs/manual/scripting.md lists
 * them): {@code asked}, {@code playing}, {@code message}, {@code stats}, {@code items},
 * {@code spells}, {@code skills}, {@code magicmap}, {@code sent}, {@code done}, {@code refused}, {@code skipped}, {@code characters}, {@code login_failed},
 * {@code closed}.
 */
final class EventJson implements CrossfireEvent.Handler<String> {
    private final JsonLines json;

    EventJson(JsonLines json) {
        this.json = json;
    }

    @Override
    public String onAsked(CrossfireEvent.Asked e) {
        JsonObject o = new JsonObject();
        o.addProperty("text", e.text());
        o.addProperty("flags", e.flags());
        o.addProperty("answered", e.answered());
        return json.event("asked", o);
    }

    @Override
    public String onPlaying(CrossfireEvent.Playing e) {
        JsonObject o = new JsonObject();
        o.addProperty("name", e.name());
        return json.event("playing", o);
    }

    @Override
    public String onMessage(CrossfireEvent.Message e) {
        JsonObject o = new JsonObject();
        o.addProperty("colour", e.colour());
        o.addProperty("kind", e.type());
        o.addProperty("subkind", e.subtype());
        o.addProperty("text", String.join("\n", e.lines()));
        return json.event("message", o);
    }

    @Override
    public String onStatsChanged(CrossfireEvent.StatsChanged e) {
        StatSheet s = e.stats();
        JsonObject o = new JsonObject();
        o.addProperty("hp", s.number(Stat.HP));
        OldNames.add(o, "maxHp", "max_hp", s.number(Stat.MAX_HP));
        o.addProperty("sp", s.number(Stat.SP));
        OldNames.add(o, "maxSp", "max_sp", s.number(Stat.MAX_SP));
        o.addProperty("grace", s.number(Stat.GRACE));
        OldNames.add(o, "maxGrace", "max_grace", s.number(Stat.MAX_GRACE));
        o.addProperty("food", s.number(Stat.FOOD));
        o.addProperty("level", s.number(Stat.LEVEL));
        o.addProperty("experience", s.experience());
        s.text(Stat.TITLE).ifPresent(t -> o.addProperty("title", t));
        return json.event("stats", o);
    }

    @Override
    public String onItemsChanged(CrossfireEvent.ItemsChanged e) {
        JsonObject o = new JsonObject();
        o.addProperty("where", e.where());
        JsonArray items = new JsonArray();
        for (Item i : e.items()) {
            JsonObject item = new JsonObject();
            item.addProperty("tag", i.tag());
            item.addProperty("name", i.label());
            item.addProperty("count", i.count());
            item.addProperty("applied", (i.flags() & Item.APPLIED) != 0);
            JsonArray marks = new JsonArray();
            ItemLine.words(i).forEach(marks::add);
            item.add("marks", marks);
            if (i.canPickUp() && i.weight() != Item.NO_WEIGHT) {
                item.addProperty("weight", i.weight() * Math.max(1, i.count()));
            }
            OldNames.add(item, "canPickUp", "can_pick_up", i.canPickUp());
            items.add(item);
        }
        o.add("items", items);
        return json.event("items", o);
    }

    @Override
    public String onSpellsChanged(CrossfireEvent.SpellsChanged e) {
        JsonObject o = new JsonObject();
        JsonArray spells = new JsonArray();
        for (ohol.tui.crossfire.protocol.Spell s : e.spells()) {
            JsonObject spell = new JsonObject();
            spell.addProperty("tag", s.tag());
            spell.addProperty("name", s.name());
            spell.addProperty("level", s.level());
            spell.addProperty("mana", s.mana());
            spell.addProperty("grace", s.grace());
            spell.addProperty("damage", s.damage());
            spells.add(spell);
        }
        o.add("spells", spells);
        return json.event("spells", o);
    }

    @Override
    public String onSkillsChanged(CrossfireEvent.SkillsChanged e) {
        JsonObject o = new JsonObject();
        JsonArray skills = new JsonArray();
        for (ohol.tui.crossfire.world.Skill s : e.skills()) {
            JsonObject skill = new JsonObject();
            skill.addProperty("code", s.code());
            skill.addProperty("name", s.name());
            skill.addProperty("level", s.level());
            skill.addProperty("experience", s.experience());
            skills.add(skill);
        }
        o.add("skills", skills);
        return json.event("skills", o);
    }

    @Override
    public String onMagicMapped(CrossfireEvent.MagicMapped e) {
        return json.event("magicmap", MagicMapJson.of(e.map()));
    }

    @Override
    public String onSent(CrossfireEvent.Sent e) {
        return json.event("sent", action(e.action()));
    }

    @Override
    public String onDone(CrossfireEvent.Done e) {
        JsonObject o = action(e.action());
        if (!e.answer().isEmpty()) {
            o.addProperty("answer", e.answer());
        }
        return json.event("done", o);
    }

    @Override
    public String onFailed(CrossfireEvent.Failed e) {
        JsonLines.By by = e.sent() ? JsonLines.By.SERVER : JsonLines.By.CLIENT;
        return json.refused(by, OldNames.Was.FAILED, action(e.action()), e.reason(), null);
    }

    @Override
    public String onSkipped(CrossfireEvent.Skipped e) {
        JsonObject o = new JsonObject();
        o.addProperty("description", e.description());
        return json.event("skipped", o);
    }

    @Override
    public String onCharacters(CrossfireEvent.Characters e) {
        JsonObject o = new JsonObject();
        JsonArray list = new JsonArray();
        for (AccountCharacter c : e.characters()) {
            JsonObject one = new JsonObject();
            one.addProperty("name", c.name());
            one.addProperty("race", c.race());
            one.addProperty("class", c.characterClass());
            one.addProperty("level", c.level());
            one.addProperty("map", c.map());
            one.addProperty("party", c.party());
            list.add(one);
        }
        o.add("characters", list);
        return json.event("characters", o);
    }

    @Override
    public String onLoginFailed(CrossfireEvent.LoginFailed e) {
        JsonObject o = new JsonObject();
        o.addProperty("reason", e.reason());
        return json.event("login_failed", o);
    }

    @Override
    public String onClosed(CrossfireEvent.Closed e) {
        JsonObject o = new JsonObject();
        o.addProperty("reason", e.reason().toString());
        return json.event("closed", o);
    }

    private static JsonObject action(ohol.tui.crossfire.session.PlayerAction a) {
        JsonObject o = new JsonObject();
        o.addProperty("action", ActionSyntax.format(a));
        return o;
    }
}
