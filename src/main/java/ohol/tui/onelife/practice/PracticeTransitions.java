package ohol.tui.onelife.practice;

import java.util.Optional;

/** What using one thing on another does, as far as the practice rules need to know. */
@FunctionalInterface
interface PracticeTransitions {
    /**
     * What is in hand and on the ground after {@code actor} (0: bare hand) is used on
     * {@code target} (-1: the empty ground), if anything happens.
     */
    Optional<Change> find(int actor, int target);

    /** The outcome: the new thing in hand (0: nothing) and on the tile (0: nothing). */
    record Change(int newActor, int newTarget) {}
}
