package ohol.tui.crossfire.narrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.narrate.Said;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.crossfire.protocol.AccountCharacter;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CreationStep;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.ui.MessageFilter;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * What each of the session's events is said as, and the answers about the character: the
 * server's messages by the screen's tiers (a player's words at once, a fight's blows routine),
 * the HP when it falls or is full again, low mana and hunger once each time, a level gained, the
 * pack and the ground, the new character's questions with what to type.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Words implements CrossfireEvent.Handler<List<Said>> {
    /** Food below this is hunger (the server's food runs from 999 down; it warns at 200 too). */
    static final long HUNGRY = 200;
    /** Most items named in one line: a pack or a pile can hold thousands. */
    static final int MOST_ITEMS = 40;

    private final java.util.function.Supplier<View> view;
    private final java.util.function.Supplier<Optional<CreationStep>> creation;
    private StatSheet last = StatSheet.EMPTY;
    private boolean playing;
    /** Whether a fall of the HP was told: then, and only then, its return to full is. */
    private boolean hurt;
    /** What the ground was last said to hold: the server resends it unchanged as the map moves. */
    private String groundSaid = "";

    Words(java.util.function.Supplier<View> view, java.util.function.Supplier<Optional<CreationStep>> creation) {
        this.view = view;
        this.creation = creation;
    }

    @Override
    public List<Said> onAsked(CrossfireEvent.Asked e) {
        if (e.answered()) {
            return List.of(Said.routine("The server asks: " + Spoken.line(e.text()) + " The client answers."));
        }
        List<Said> out = new ArrayList<>();
        // a reroll and the next outlook are asked with no words
        out.add(Said.answer(
                e.text().isBlank() ? "The server asks again." : "The server asks: " + Spoken.line(e.text())));
        Optional<CreationStep> step = creation.get();
        if (step.isPresent() && step.get() == CreationStep.ROLL) {
            out.add(Said.answer("Type n to keep the stats, y to roll again, or two numbers from 1 to 7 to swap two."));
        } else if (step.isPresent()) {
            out.add(Said.answer("Type d to take this outlook, or n to hear the next."));
        } else {
            out.add(Said.answer("Type your answer."));
        }
        return out;
    }

    /** A new character's stats as rolled. */
    static String rolled(StatSheet s) {
        return "Your new character's stats: " + abilities(s) + ".";
    }

    @Override
    public List<Said> onPlaying(CrossfireEvent.Playing e) {
        playing = true;
        last = view.get().stats();
        return List.of(Said.answer("You are in the world as " + Spoken.line(e.name())
                + ". Type look to hear what is near you, help for the commands."));
    }

    @Override
    public List<Said> onMessage(CrossfireEvent.Message e) {
        List<Said> out = new ArrayList<>();
        for (String line : e.lines()) {
            String text = Spoken.line(line);
            if (text.isBlank()) {
                continue;
            }
            out.add(
                    switch (playing ? MessageFilter.tier(e.type(), e.subtype()) : MessageFilter.Tier.OWN) {
                        case CHAT -> Said.speech(text);
                        case OWN -> Said.answer(text); // while logging in: what the questions are about
                        case IMPORTANT -> Said.told(text); // mostly the answer to what we did
                        case ROUTINE -> Said.routine(text);
                    });
        }
        return out;
    }

    @Override
    public List<Said> onStatsChanged(CrossfireEvent.StatsChanged e) {
        StatSheet now = e.stats();
        StatSheet before = last;
        last = now;
        List<Said> out = new ArrayList<>();
        if (!playing) {
            return out;
        }
        long hp = now.number(Stat.HP);
        long maxHp = now.number(Stat.MAX_HP);
        if (hp < before.number(Stat.HP)) {
            hurt = true;
            out.add(Said.concerning("HP " + hp + " of " + maxHp + "."));
        } else if (hp >= maxHp && hurt) {
            hurt = false;
            out.add(Said.routine("HP full again: " + hp + "."));
        }
        long maxSp = now.number(Stat.MAX_SP);
        if (now.number(Stat.SP) * 4 < maxSp && before.number(Stat.SP) * 4 >= maxSp) {
            out.add(Said.concerning("Mana low: SP " + now.number(Stat.SP) + " of " + maxSp + "."));
        }
        long food = now.number(Stat.FOOD);
        if (food < HUNGRY && before.number(Stat.FOOD) >= HUNGRY) {
            out.add(Said.concerning("You are hungry: food " + food + " of 999. Eat something (apply it)."));
        }
        if (now.number(Stat.LEVEL) > before.number(Stat.LEVEL) && before.number(Stat.LEVEL) > 0) {
            out.add(Said.concerning("You are now level " + now.number(Stat.LEVEL) + "."));
        }
        return out;
    }

    @Override
    public List<Said> onItemsChanged(CrossfireEvent.ItemsChanged e) {
        if (!e.where().equals("ground")) {
            return List.of();
        }
        String said = ground(e.items());
        if (said.equals(groundSaid)) {
            return List.of();
        }
        groundSaid = said;
        return e.items().isEmpty() ? List.of() : List.of(Said.routine(said));
    }

    @Override
    public List<Said> onSpellsChanged(CrossfireEvent.SpellsChanged e) {
        return List.of();
    }

    @Override
    public List<Said> onSkillsChanged(CrossfireEvent.SkillsChanged e) {
        return List.of(); // said when asked (the server's own skills command)
    }

    @Override
    public List<Said> onMagicMapped(CrossfireEvent.MagicMapped e) {
        return List.of(Said.told(Sights.magicMap(e.map())));
    }

    @Override
    public List<Said> onSent(CrossfireEvent.Sent e) {
        return List.of();
    }

    @Override
    public List<Said> onDone(CrossfireEvent.Done e) {
        PlayerAction a = e.action();
        boolean echoed = a instanceof PlayerAction.Say
                || a instanceof PlayerAction.Shout
                || a instanceof PlayerAction.Reply
                || a instanceof PlayerAction.Walk
                || a instanceof PlayerAction.Wait;
        if (echoed || !e.answer().isEmpty()) {
            return List.of(); // the server's own words were said, or the walk is judged by the map
        }
        return List.of(Said.answer("Done: " + Spoken.line(ActionSyntax.format(a)) + "."));
    }

    @Override
    public List<Said> onFailed(CrossfireEvent.Failed e) {
        return List.of(Said.answer(
                "Cannot " + Spoken.line(ActionSyntax.format(e.action())) + ": " + Spoken.line(e.reason()) + "."));
    }

    @Override
    public List<Said> onSkipped(CrossfireEvent.Skipped e) {
        return List.of(Said.routine("Something the server sent could not be read: " + Spoken.line(e.description())));
    }

    @Override
    public List<Said> onCharacters(CrossfireEvent.Characters e) {
        if (e.characters().isEmpty()) {
            return List.of(Said.answer("The account has no characters yet."));
        }
        List<String> names = new ArrayList<>();
        for (AccountCharacter c : e.characters()) {
            names.add(Spoken.line(c.name() + ", level " + c.level() + " " + c.race() + " " + c.characterClass()));
        }
        return List.of(Said.answer("The account's characters: " + String.join("; ", names) + "."));
    }

    @Override
    public List<Said> onLoginFailed(CrossfireEvent.LoginFailed e) {
        return List.of(Said.answer("The login failed: " + Spoken.line(e.reason())));
    }

    @Override
    public List<Said> onClosed(CrossfireEvent.Closed e) {
        return List.of(Said.answer("The connection is closed."));
    }

    /** The answer to {@code help}. */
    static List<String> help() {
        return List.of(
                "Walk with north, south, east, west, northeast, northwest, southeast, southwest, or n, s, e, w, ne,"
                        + " nw, se, sw.",
                "look: what is near you. pack: what you carry. ground: what lies here. stats: your health, mana,"
                        + " food and abilities.",
                "say WORDS, shout WORDS. pickup NAME (or take), drop NAME, apply NAME (or apply alone, what you stand"
                        + " on), examine NAME: NAME is part of an item's name.",
                "When the server asks something, type the answer. Any other line is sent to the server as a"
                        + " command: who, skills, statistics, and so on.",
                "help TOPIC is the server's help: help commands, help keys. history, or history 50: the last"
                        + " lines again. verbose, normal, quiet: how much is said. quit: leave.");
    }

    /** The answer to {@code stats}. */
    static String stats(StatSheet s) {
        return "HP " + s.number(Stat.HP) + " of " + s.number(Stat.MAX_HP) + ", SP " + s.number(Stat.SP) + " of "
                + s.number(Stat.MAX_SP) + ", grace " + s.number(Stat.GRACE) + " of " + s.number(Stat.MAX_GRACE)
                + ", food " + s.number(Stat.FOOD) + " of 999; level " + s.number(Stat.LEVEL) + ", experience "
                + s.experience() + "; " + abilities(s) + ".";
    }

    /** The answer to {@code pack}. */
    static String pack(List<Item> items) {
        if (items.isEmpty()) {
            return "You carry nothing.";
        }
        List<String> names = new ArrayList<>();
        for (Item i : items.subList(0, Math.min(MOST_ITEMS, items.size()))) {
            names.add(Spoken.line(i.label()) + ((i.flags() & Item.APPLIED) != 0 ? " (in use)" : ""));
        }
        return "You carry: " + String.join("; ", names) + more(items) + ".";
    }

    /** The answer to {@code ground}, and what is said when it changes. */
    static String ground(List<Item> items) {
        if (items.isEmpty()) {
            return "Nothing lies here.";
        }
        List<String> names = new ArrayList<>();
        for (Item i : items.subList(0, Math.min(MOST_ITEMS, items.size()))) {
            names.add(Spoken.line(i.label()));
        }
        return "Here: " + String.join("; ", names) + more(items) + ".";
    }

    private static String more(List<Item> items) {
        int left = items.size() - MOST_ITEMS;
        return left > 0 ? "; and " + left + " more" : "";
    }

    private static String abilities(StatSheet s) {
        return "Strength " + s.number(Stat.STR) + ", Dexterity " + s.number(Stat.DEX) + ", Constitution "
                + s.number(Stat.CON) + ", Intelligence " + s.number(Stat.INT) + ", Wisdom " + s.number(Stat.WIS)
                + ", Power " + s.number(Stat.POW) + ", Charisma " + s.number(Stat.CHA);
    }
}
