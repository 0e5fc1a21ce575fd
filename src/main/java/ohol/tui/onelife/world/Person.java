package ohol.tui.onelife.world;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.ClothingSet;

/**
 * A player we can see, as the messages about them add up, in groups that change together. Names
 * and lineage are not here: they outlive sight, and live once in {@link Kin}. Immutable: the
 * world replaces a person when something about them changes, so a snapshot can hand them out.
 */
public record Person(int id, Body body, Motion motion, Social social, Mood mood) {

    /**
     * Their body, as the last {@code PU} described it.
     *
     * @param age   age in years when {@code ageNanos} was read; it grows by one per {@code ageRate} seconds
     * @param held  what they hold; a negative id is a baby's player id
     */
    public record Body(
            int displayId,
            GameObject held,
            ClothingSet clothing,
            double age,
            double ageRate,
            long ageNanos,
            double heat,
            double moveSpeed,
            boolean dying,
            boolean sick,
            boolean ghost) {
        static final Body UNKNOWN =
                new Body(0, GameObject.NOTHING, ClothingSet.NONE, 0, 60, 0, 0, 0, false, false, false);

        /** The same body holding {@code what} instead. */
        public Body holding(GameObject what) {
            return new Body(displayId, what, clothing, age, ageRate, ageNanos, heat, moveSpeed, dying, sick, ghost);
        }

        /** The same body, a ghost now. */
        public Body asGhost() {
            return new Body(displayId, held, clothing, age, ageRate, ageNanos, heat, moveSpeed, dying, sick, true);
        }
    }

    /**
     * Where they are going.
     *
     * @param position where they last stood still, or where their walk began
     * @param walk     the walk under way, if any
     */
    public record Motion(Position position, Optional<Walk> walk, boolean facingLeft) {
        static final Motion UNKNOWN = new Motion(new Position(0, 0), Optional.empty(), false);
    }

    /** Whom they follow, who exiled them, how cursed they are. */
    public record Social(OptionalInt leaderId, List<Integer> exiledBy, int curseLevel, Optional<String> curseWord) {
        static final Social NONE = new Social(OptionalInt.empty(), List.of(), 0, Optional.empty());

        public Social {
            exiledBy = List.copyOf(exiledBy);
        }
    }

    /**
     * What they show.
     *
     * @param emote the emotion shown and until when ({@code Long.MAX_VALUE}: until replaced)
     */
    public record Mood(Optional<Emotion> emote) {
        static final Mood NONE = new Mood(Optional.empty());
    }

    /** An emotion shown over a player's head. */
    public record Emotion(int index, long untilNanos) {}

    /** A person known only by id, until their PU arrives. */
    public static Person unknown(int id) {
        return new Person(id, Body.UNKNOWN, Motion.UNKNOWN, Social.NONE, Mood.NONE);
    }

    /** Where they are at {@code nanos}: along their walk, or where they stand. */
    public Position positionAt(long nanos) {
        return motion.walk().map(w -> w.positionAt(nanos)).orElse(motion.position());
    }

    public double ageAt(long nanos) {
        return body.ageRate() <= 0 ? body.age() : body.age() + (nanos - body.ageNanos()) / 1e9 / body.ageRate();
    }

    public GameObject held() {
        return body.held();
    }

    public OptionalInt heldBabyId() {
        return body.held().id() < 0 ? OptionalInt.of(-body.held().id()) : OptionalInt.empty();
    }

    Person withBody(UnaryOperator<Body> change) {
        return new Person(id, change.apply(body), motion, social, mood);
    }

    Person withMotion(Motion newMotion) {
        return new Person(id, body, newMotion, social, mood);
    }

    Person withSocial(UnaryOperator<Social> change) {
        return new Person(id, body, motion, change.apply(social), mood);
    }

    Person withMood(Mood newMood) {
        return new Person(id, body, motion, social, newMood);
    }
}
