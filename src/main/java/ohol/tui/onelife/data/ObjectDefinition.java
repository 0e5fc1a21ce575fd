package ohol.tui.onelife.data;

import java.util.List;

/**
 * One object as the game defines it in {@code objects/<id>.txt}: the fields a client needs, the
 * rest (sprites, sounds, offsets) left out. Values keep the file's units.
 *
 * @param id             the object id the server sends
 * @param description    the whole second line of the file, comments after {@code #} included
 * @param containable    can be put into a container
 * @param containSize    how big it is inside a container (compared with {@link #slotSize})
 * @param permanent      cannot be picked up
 * @param minPickupAge   youngest age that can pick it up
 * @param heldInHand     held in the hand ({@code heldInHand=1}) rather than carried
 * @param rideable       ridden, like a horse or cart ({@code heldInHand=2})
 * @param blocksWalking  nobody can walk through its tile
 * @param mapChance      how often it grows on a fresh map
 * @param biomes         the biomes it grows in
 * @param heatValue      heat it gives off (negative cools)
 * @param person         a player body ({@code person=} above 0)
 * @param race           the {@code person=} number: 0 for things, the race for people
 * @param male           a man's or boy's body ({@code male=1}); what the official client calls son or daughter by
 * @param deathMarker    a grave or bones left where someone died
 * @param floor          a floor, drawn under the object on a tile
 * @param foodValue      food pips it gives when eaten (0: not food)
 * @param speedMult      walking speed multiplier while held or ridden
 * @param clothing       where it is worn, if anywhere
 * @param deadlyDistance how close it kills from (0: harmless)
 * @param useDistance    how far away it can be used from
 * @param numSlots       how many things it can contain
 * @param slotSize       biggest {@link #containSize} that fits in its slots
 * @param numUses        how many uses it has; above 1 it has use dummies
 * @param useChance      chance that a use uses it up
 * @param origin         its own file, or the object it was generated from
 * @param leftBlockingRadius  tiles west of it that it also blocks (a wide object, like a Bear Cave)
 * @param rightBlockingRadius tiles east of it that it also blocks
 */
public record ObjectDefinition(
        int id,
        String description,
        boolean containable,
        double containSize,
        boolean permanent,
        int minPickupAge,
        boolean heldInHand,
        boolean rideable,
        boolean blocksWalking,
        double mapChance,
        List<Integer> biomes,
        int heatValue,
        boolean person,
        int race,
        boolean male,
        boolean deathMarker,
        boolean floor,
        int foodValue,
        double speedMult,
        Clothing clothing,
        int deadlyDistance,
        int useDistance,
        int numSlots,
        double slotSize,
        int numUses,
        double useChance,
        Origin origin,
        int leftBlockingRadius,
        int rightBlockingRadius) {

    public ObjectDefinition {
        if (description == null || clothing == null || origin == null) {
            throw new IllegalArgumentException("object " + id + " lacks a description, clothing or origin");
        }
        biomes = List.copyOf(biomes);
    }

    /** The name players see: the description before its first {@code #}, without edge spaces. */
    public String name() {
        return nameOf(description);
    }

    static String nameOf(String description) {
        int hash = description.indexOf('#');
        return (hash < 0 ? description : description.substring(0, hash)).strip();
    }

    /**
     * Whether this object, standing {@code dx} tiles west of a tile (negative: east of it), blocks
     * that tile too: a wide object blocks walking on its wings, whether or not its own tile blocks,
     * as the official server and client both decide.
     */
    public boolean blocksFrom(int dx) {
        return dx > 0 ? dx <= rightBlockingRadius : dx < 0 && -dx <= leftBlockingRadius;
    }

    public boolean isFood() {
        return foodValue > 0;
    }

    public boolean isContainer() {
        return numSlots > 0;
    }

    public boolean isWorn() {
        return clothing != Clothing.NONE;
    }

    /** The same object under another description (the loader renames {@code $N} objects). */
    ObjectDefinition withDescription(String newDescription) {
        return new ObjectDefinition(
                id,
                newDescription,
                containable,
                containSize,
                permanent,
                minPickupAge,
                heldInHand,
                rideable,
                blocksWalking,
                mapChance,
                biomes,
                heatValue,
                person,
                race,
                male,
                deathMarker,
                floor,
                foodValue,
                speedMult,
                clothing,
                deadlyDistance,
                useDistance,
                numSlots,
                slotSize,
                numUses,
                useChance,
                origin,
                leftBlockingRadius,
                rightBlockingRadius);
    }

    /**
     * A copy as a new object generated from this one. The official loader copies every field
     * ({@code reAddObject}); use dummies then get no uses and no map chance of their own.
     */
    ObjectDefinition generated(int newId, String newDescription, Origin newOrigin) {
        boolean useDummy = newOrigin.kind() == Origin.Kind.USE_DUMMY;
        return new ObjectDefinition(
                newId,
                newDescription,
                containable,
                containSize,
                permanent,
                minPickupAge,
                heldInHand,
                rideable,
                blocksWalking,
                useDummy ? 0 : mapChance,
                biomes,
                heatValue,
                person,
                race,
                male,
                deathMarker,
                floor,
                foodValue,
                speedMult,
                clothing,
                deadlyDistance,
                useDistance,
                numSlots,
                slotSize,
                useDummy ? 0 : numUses,
                useChance,
                newOrigin,
                leftBlockingRadius,
                rightBlockingRadius);
    }
}
