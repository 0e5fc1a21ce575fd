package ohol.tui.onelife.knowledge;

import java.util.ArrayList;
import java.util.List;

/** What the use key would do to a thing, as {@link Predictor} foresees it. */
public sealed interface Outcome {
    /** A short line in the game's words, e.g. {@code Stone + Big Hard Rock -> Sharp Stone}. */
    String text();

    /**
     * A transition happens: {@code held} (0: the bare hand) on {@code target} leaves
     * {@code newHeld} in the hand and {@code newTarget} on the ground.
     */
    record Change(
            int held,
            String heldName,
            int target,
            String targetName,
            int newHeld,
            String newHeldName,
            int newTarget,
            String newTargetName)
            implements Outcome {
        @Override
        public String text() {
            String used = held > 0 ? heldName + " + " + targetName : targetName;
            List<String> made = new ArrayList<>(2);
            if (newHeld > 0 && newHeld != held) {
                made.add(newHeldName);
            }
            if (newTarget > 0 && newTarget != target && !newTargetName.equals(targetName)) {
                made.add(newTargetName); // a bush one berry poorer is still the bush
            }
            if (made.isEmpty()) {
                made.add(newHeld <= 0 && newTarget <= 0 ? Names.NOTHING : newTarget > 0 ? newTargetName : heldName);
            }
            return used + " -> " + String.join(" + ", made);
        }
    }

    /** No transition, and the bare hand picks the thing up. */
    record PickUp(int target, String name) implements Outcome {
        @Override
        public String text() {
            return "pick up " + name;
        }
    }

    /** The bare hand takes a baby lying there into our arms ({@code BABY}); {@code who} says who it is to us. */
    record PickUpBaby(int playerId, String who) implements Outcome {
        @Override
        public String text() {
            return "pick up " + who;
        }
    }

    /** It could be picked up, but not yet at this age. */
    record TooYoung(int target, String name, int minPickupAge) implements Outcome {
        @Override
        public String text() {
            return "too young to pick up " + name + " (age " + minPickupAge + ")";
        }
    }

    /** No transition: what is held goes into the container. */
    record PutIn(int held, String heldName, int container, String containerName) implements Outcome {
        @Override
        public String text() {
            return "put " + heldName + " in " + containerName;
        }
    }

    /** No transition: the bare hand takes something out of a fixed container. */
    record TakeOut(int container, String containerName) implements Outcome {
        @Override
        public String text() {
            return "take from " + containerName;
        }
    }

    /** Nothing known happens. */
    record NoUse(int held, String heldName, int target, String targetName) implements Outcome {
        @Override
        public String text() {
            return "no known use";
        }
    }
}
