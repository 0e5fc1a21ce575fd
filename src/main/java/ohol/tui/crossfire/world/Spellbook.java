package ohol.tui.crossfire.world;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.core.text.ServerText;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.Spell;

/**
 * The spells the character knows, in the order the server told them ({@code addspell}), their
 * costs kept up to date ({@code updspell}); at most {@link #MAX_SPELLS}, names and descriptions
 * cleaned and capped.
 */
final class Spellbook {
    /** Most spells kept: the real server has about 250 in all. */
    static final int MAX_SPELLS = 1_000;

    static final int MAX_NAME = 128;
    static final int MAX_MESSAGE = 1_024;

    private final Map<Long, Spell> spells = new LinkedHashMap<>();

    /** Adds {@code spell}; returns a problem to report when the book is full. */
    java.util.Optional<String> add(Spell s) {
        if (!spells.containsKey(s.tag()) && spells.size() >= MAX_SPELLS) {
            return java.util.Optional.of("more than " + MAX_SPELLS + " spells: spell " + s.tag() + " ignored");
        }
        spells.put(
                s.tag(),
                new Spell(
                        s.tag(),
                        s.level(),
                        s.castingTime(),
                        s.mana(),
                        s.grace(),
                        s.damage(),
                        s.skill(),
                        s.path(),
                        s.face(),
                        ServerText.clean(s.name(), MAX_NAME),
                        ServerText.clean(s.message(), MAX_MESSAGE)));
        return java.util.Optional.empty();
    }

    void update(ServerMessage.UpdSpell u) {
        Spell s = spells.get(u.tag());
        if (s != null) {
            spells.put(
                    s.tag(),
                    new Spell(
                            s.tag(),
                            s.level(),
                            s.castingTime(),
                            u.mana().orElse(s.mana()),
                            u.grace().orElse(s.grace()),
                            u.damage().orElse(s.damage()),
                            s.skill(),
                            s.path(),
                            s.face(),
                            s.name(),
                            s.message()));
        }
    }

    void delete(long tag) {
        spells.remove(tag);
    }

    List<Spell> all() {
        return new ArrayList<>(spells.values());
    }
}
