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
    public static final long APPLIED = 0x000F;
    public static final long UNPAID = 0x0200;
    public static final long CURSED = 0x0800;
    public static final long OPEN = 0x2000;
    public static final long NO_PICK = 0x4000;
    public static final long LOCKED = 0x8000;

    /** The name as a player reads it: plural when there are several. */
    public String label() {
        return count > 1 ? count + " " + plural : name;
    }

    public boolean canPickUp() {
        return (flags & NO_PICK) == 0;
    }
}
