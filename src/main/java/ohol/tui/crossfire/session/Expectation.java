package ohol.tui.crossfire.session;

import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.world.CrossfireWorld;

/**
 * An action sent without a numbered answer ({@code move}, {@code apply}, {@code examine}): how
 * the session knows it was done, and until when it waits before saying it was not.
 */
record Expectation(PlayerAction action, long tag, Kind kind, long deadline) {
    enum Kind {
        /** The item left the ground: into the pack, or merged with a pile there. */
        PICKED_UP,
        /** The item left the pack. */
        DROPPED,
        /** The server's next message is the answer. */
        NEXT_MESSAGE,
        /** The item's flags say locked (or it merged into a pile and is gone). */
        LOCKED,
        /** The item's flags say not locked (or it merged into a pile and is gone). */
        UNLOCKED
    }

    boolean met(CrossfireWorld world) {
        long player = world.playerTag();
        return switch (kind) {
            case PICKED_UP -> world.location(tag).map(l -> l == player).orElse(true);
            case DROPPED -> world.location(tag).map(l -> l != player).orElse(true);
            case NEXT_MESSAGE -> false;
            case LOCKED -> world.item(tag)
                    .map(i -> (i.flags() & Item.LOCKED) != 0)
                    .orElse(true);
            case UNLOCKED -> world.item(tag)
                    .map(i -> (i.flags() & Item.LOCKED) == 0)
                    .orElse(true);
        };
    }
}
