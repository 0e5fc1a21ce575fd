package ohol.tui.world;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.server.Ancestors;
import ohol.tui.protocol.server.ClothingSet;

/**
 * A player we can see, as the messages about them add up. Immutable: the world replaces a
 * person when something about them changes, so a snapshot can hand them out as they are.
 *
 * @param position   where they last stood still, or where their walk began
 * @param walk       the walk under way, if any
 * @param age        age in years when {@code ageNanos} was read; it grows by one per {@code ageRate} seconds
 * @param held       what they hold; a negative id is a baby's player id
 * @param emote      the emotion shown and until when ({@code Long.MAX_VALUE}: until replaced)
 */
public record Person(int id, int displayId, Optional<String> name, Position position, Optional<Walk> walk,
                     GameObject held, ClothingSet clothing, double age, double ageRate, long ageNanos,
                     double heat, double moveSpeed, Optional<Ancestors> lineage, OptionalInt leaderId,
                     List<Integer> exiledBy, int curseLevel, Optional<String> curseWord, boolean dying,
                     boolean sick, Optional<Emotion> emote, boolean facingLeft, boolean ghost) {

    /** An emotion shown over a player's head. */
    public record Emotion(int index, long untilNanos) {}

    public Person {
        exiledBy = List.copyOf(exiledBy);
    }

    /** A person known only by id, until their PU arrives. */
    public static Person unknown(int id) {
        return new Person(id, 0, Optional.empty(), new Position(0, 0), Optional.empty(), GameObject.NOTHING,
                ClothingSet.NONE, 0, 60, 0, 0.5, 0, Optional.empty(), OptionalInt.empty(), List.of(), 0,
                Optional.empty(), false, false, Optional.empty(), false, false);
    }

    /** Where they are at {@code nanos}: along their walk, or where they stand. */
    public Position positionAt(long nanos) {
        return walk.map(w -> w.positionAt(nanos)).orElse(position);
    }

    public double ageAt(long nanos) {
        return ageRate <= 0 ? age : age + (nanos - ageNanos) / 1e9 / ageRate;
    }

    public OptionalInt motherId() {
        return lineage.map(Ancestors::motherId).orElse(OptionalInt.empty());
    }

    public OptionalInt heldBabyId() {
        return held.id() < 0 ? OptionalInt.of(-held.id()) : OptionalInt.empty();
    }

    public String displayName() {
        return name.orElse("#" + id);
    }

    Person withName(String newName) {
        return new Person(id, displayId, Optional.of(newName), position, walk, held, clothing, age, ageRate, ageNanos,
                heat, moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick, emote, facingLeft, ghost);
    }

    Person withWalk(Position start, Optional<Walk> newWalk) {
        return new Person(id, displayId, name, start, newWalk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick, emote, facingLeft, ghost);
    }

    Person withState(int newDisplayId, Position newPosition, Optional<Walk> newWalk, GameObject newHeld,
                     ClothingSet newClothing, double newAge, double newAgeRate, long newAgeNanos, double newHeat,
                     double newMoveSpeed, boolean newFacingLeft) {
        return new Person(id, newDisplayId, name, newPosition, newWalk, newHeld, newClothing, newAge, newAgeRate,
                newAgeNanos, newHeat, newMoveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick,
                emote, newFacingLeft, ghost);
    }

    Person withLineage(Ancestors ancestors) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, Optional.of(ancestors), leaderId, exiledBy, curseLevel, curseWord, dying, sick, emote,
                facingLeft, ghost);
    }

    Person withLeader(OptionalInt leader) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leader, exiledBy, curseLevel, curseWord, dying, sick, emote, facingLeft, ghost);
    }

    Person withExiledBy(List<Integer> exilers) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exilers, curseLevel, curseWord, dying, sick, emote, facingLeft, ghost);
    }

    Person withCurse(int level, Optional<String> word) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, level, word, dying, sick, emote, facingLeft, ghost);
    }

    Person withDying(boolean isDying, boolean isSick) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, isDying, isSick, emote, facingLeft, ghost);
    }

    Person withEmote(Optional<Emotion> newEmote) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick, newEmote, facingLeft, ghost);
    }

    Person withFacingLeft(boolean left) {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick, emote, left, ghost);
    }

    Person asGhost() {
        return new Person(id, displayId, name, position, walk, held, clothing, age, ageRate, ageNanos, heat,
                moveSpeed, lineage, leaderId, exiledBy, curseLevel, curseWord, dying, sick, emote, facingLeft, true);
    }
}
