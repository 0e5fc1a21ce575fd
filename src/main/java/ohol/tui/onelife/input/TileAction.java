package ohol.tui.onelife.input;

import java.util.Optional;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.world.Position;

/** Actions aimed at a tile of the map: walked to first when the tile is out of reach. */
public sealed interface TileAction extends Action {
    Target target();

    /** The same action aimed elsewhere. */
    TileAction withTarget(Target target);

    <R> R accept(Handler<R> handler);

    @Override
    default <R> R accept(Families<R> families) {
        return families.tile(this);
    }

    /** One method per tile action. */
    interface Handler<R> {
        R on(Walk a);

        R on(Use a);

        R on(Drop a);

        R on(Remove a);

        R on(Swap a);

        R on(Kill a);

        R on(PickUpBaby a);

        R on(UseOnOther a);

        R on(Flip a);

        R on(Inspect a);
    }

    /** Walk to the target along a path. */
    record Walk(Target target) implements TileAction {
        @Override
        public Walk withTarget(Target t) {
            return new Walk(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Use what we hold (or our bare hand) on the target. */
    record Use(Target target) implements TileAction {
        @Override
        public Use withTarget(Target t) {
            return new Use(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Put down what we hold at the target (or into the container there). */
    record Drop(Target target) implements TileAction {
        @Override
        public Drop withTarget(Target t) {
            return new Drop(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Take item {@code index} (-1 the top) out of the container at the target. */
    record Remove(Target target, int index) implements TileAction {
        @Override
        public Remove withTarget(Target t) {
            return new Remove(t, index);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Swap what we hold with the container itself at the target. */
    record Swap(Target target) implements TileAction {
        @Override
        public Swap withTarget(Target t) {
            return new Swap(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Use a deadly held object on whoever stands at the target. */
    record Kill(Target target) implements TileAction {
        @Override
        public Kill withTarget(Target t) {
            return new Kill(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        @Override
        public String whyUnanswered() {
            return "the server did not start the kill: you may already aim at someone, not know the weapon"
                    + " yet, or hold one only for other families";
        }
    }

    /** Pick up the baby at the target. */
    record PickUpBaby(Target target) implements TileAction {
        @Override
        public PickUpBaby withTarget(Target t) {
            return new PickUpBaby(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Use what we hold on the player at the target (feed, clothe, heal). */
    record UseOnOther(Target target, int clothingSlot) implements TileAction {
        @Override
        public UseOnOther withTarget(Target t) {
            return new UseOnOther(t, clothingSlot);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Face toward the target. */
    record Flip(Target target) implements TileAction {
        @Override
        public Flip withTarget(Target t) {
            return new Flip(t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        @Override
        public String whyUnanswered() {
            return "the server did not turn you: you faced that way already, or turned less than 1.75 s ago";
        }
    }

    /** Ask about the grave, statue or owner at the target. */
    record Inspect(Inspection what, Target target) implements TileAction {
        @Override
        public Inspect withTarget(Target t) {
            return new Inspect(what, t);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        /** The server answers {@code STATUE} only where a statue stands. */
        @Override
        public Optional<String> silenceAnswers(Position tile) {
            return what == Inspection.STATUE
                    ? Optional.of("No statue at " + tile.x() + "," + tile.y() + ": the server answers only about one")
                    : Optional.empty();
        }
    }

    /** What can be inspected on a tile. */
    enum Inspection {
        GRAVE(AtPosition.Kind.GRAVE),
        STATUE(AtPosition.Kind.STATUE),
        OWNER(AtPosition.Kind.OWNER);

        private final AtPosition.Kind command;

        Inspection(AtPosition.Kind command) {
            this.command = command;
        }

        /** The command that asks it. */
        public AtPosition.Kind command() {
            return command;
        }
    }
}
