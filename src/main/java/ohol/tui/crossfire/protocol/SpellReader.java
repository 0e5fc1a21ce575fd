package ohol.tui.crossfire.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** Reads {@code addspell}, {@code updspell} and {@code delspell} (the server's {@code request.c}, {@code spellmon 1}). */
final class SpellReader {
    private SpellReader() {}

    static ServerMessage.AddSpell addspell(Cursor in) throws Malformed {
        List<Spell> spells = new ArrayList<>();
        while (in.more()) {
            long tag = in.u32("spell tag");
            int level = in.u16("spell level");
            int time = in.u16("spell casting time");
            int mana = in.u16("spell mana");
            int grace = in.u16("spell grace");
            int damage = in.u16("spell damage");
            int skill = in.u8("spell skill");
            long path = in.u32("spell path");
            long face = in.u32("spell face");
            String name = in.shortText("spell name");
            String message = in.text(in.u16("spell message length"), "spell message");
            spells.add(new Spell(tag, level, time, mana, grace, damage, skill, path, face, name, message));
        }
        return new ServerMessage.AddSpell(List.copyOf(spells));
    }

    static ServerMessage.UpdSpell updspell(Cursor in) throws Malformed {
        int flags = in.u8("updspell flags");
        long tag = in.u32("updspell tag");
        OptionalInt mana = field(flags, Spell.UPD_MANA, in);
        OptionalInt grace = field(flags, Spell.UPD_GRACE, in);
        OptionalInt damage = field(flags, Spell.UPD_DAMAGE, in);
        if (in.more()) {
            throw new Malformed("updspell with " + in.remaining() + " bytes too many");
        }
        return new ServerMessage.UpdSpell(tag, mana, grace, damage);
    }

    static ServerMessage.DelSpell delspell(Cursor in) throws Malformed {
        long tag = in.u32("delspell tag");
        if (in.more()) {
            throw new Malformed("delspell with " + in.remaining() + " bytes too many");
        }
        return new ServerMessage.DelSpell(tag);
    }

    private static OptionalInt field(int flags, int bit, Cursor in) throws Malformed {
        return (flags & bit) == 0 ? OptionalInt.empty() : OptionalInt.of(in.u16("updspell field"));
    }
}
