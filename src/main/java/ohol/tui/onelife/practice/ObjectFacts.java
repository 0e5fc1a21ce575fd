package ohol.tui.onelife.practice;

/**
 * What the practice rules need to know of an object, as facts from the game data.
 *
 * @param containSize  how much room it takes in a container; {@code slotSize} how big a thing each slot takes
 * @param minPickupAge the youngest age that can pick it up or take it in hand
 */
public record ObjectFacts(
        int id,
        String name,
        boolean blocksWalking,
        boolean permanent,
        int foodValue,
        boolean containable,
        double containSize,
        int numSlots,
        double slotSize,
        int minPickupAge) {
    public boolean isFood() {
        return foodValue > 0;
    }

    public boolean isContainer() {
        return numSlots > 0;
    }

    /** Whether {@code item} fits in one of this container's slots (the server's containable and containSize <= slotSize). */
    public boolean holds(ObjectFacts item) {
        return isContainer() && item.containable() && item.containSize() <= slotSize;
    }

    /** The game's canPickup: old enough (the data has no upper age for the things here). */
    public boolean canBePickedUpAt(double age) {
        return minPickupAge <= age;
    }
}
