package ohol.tui.crossfire.protocol;

/** One item of an {@code item2} message. */
public record Item(
        long tag,
        long flags,
        long weight,
        long face,
        String name,
        String plural,
        int animation,
        int animationSpeed,
        long count,
        int type) {
    /** How the item is applied: 0 not, else one of {@link Applied}'s numbers. */
    public static final long APPLIED = 0x000F;

    public static final long UNPAID = 0x0200;
    public static final long MAGIC = 0x0400;
    public static final long CURSED = 0x0800;
    public static final long DAMNED = 0x1000;
    public static final long OPEN = 0x2000;
    public static final long NO_PICK = 0x4000;
    public static final long LOCKED = 0x8000;

    /** What the server sends for the weight of an item that cannot be picked up (-1). */
    public static final long NO_WEIGHT = 0xFFFF_FFFFL;

    /** The name as a player reads it: plural when there are several. */
    public String label() {
        return count > 1 ? count + " " + plural : name;
    }

    public boolean canPickUp() {
        return (flags & NO_PICK) == 0;
    }
}
