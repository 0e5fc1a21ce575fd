package ohol.tui.practice;

/**
 * What the practice rules need to know of an object, as facts from the game data.
 *
 * @param containSize how much room it takes in a container; {@code slotSize} how big a thing each slot takes
 */
public record ObjectFacts(int id, String name, boolean blocksWalking, boolean permanent, int foodValue,
                          boolean containable, double containSize, int numSlots, double slotSize) {
    public boolean isFood() {
        return foodValue > 0;
    }

    public boolean isContainer() {
        return numSlots > 0;
    }

    /** Whether {@code item} fits in one of this container's slots. */
    public boolean holds(ObjectFacts item) {
        return isContainer() && item.containable() && item.containSize() <= slotSize;
    }
}
