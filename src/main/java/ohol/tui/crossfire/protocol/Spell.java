package ohol.tui.crossfire.protocol;

/**
 * A spell the character knows, as {@code addspell} describes it ({@code spellmon 1}): its tag
 * (what {@code cast} and {@code invoke} take), level, casting time, its costs in mana and grace,
 * its damage, and its name and description.
 */
public record Spell(
        long tag,
        int level,
        int castingTime,
        int mana,
        int grace,
        int damage,
        int skill,
        long path,
        long face,
        String name,
        String message) {
    /** {@code updspell}'s flags: which costs follow. */
    public static final int UPD_MANA = 0x01;

    public static final int UPD_GRACE = 0x02;
    public static final int UPD_DAMAGE = 0x04;
}
