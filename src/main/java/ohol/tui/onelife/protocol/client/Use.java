package ohol.tui.onelife.protocol.client;

import java.util.List;
import java.util.OptionalInt;

/**
 * {@code USE x y [id [i]]#}: bare-hand or held-object action on the object at x y, including
 * picking it up. {@code id} tells the server which object we meant (in case an animal moved);
 * {@code i} aims a held object at one slot of a container.
 */
public record Use(int x, int y, OptionalInt id, OptionalInt slot) implements ClientCommand {
    public Use {
        if (slot.isPresent() && id.isEmpty()) {
            throw new IllegalArgumentException("USE with a slot needs the target id");
        }
    }

    public Use(int x, int y) {
        this(x, y, OptionalInt.empty(), OptionalInt.empty());
    }

    @Override
    public String verb() {
        return "USE";
    }

    @Override
    public List<String> args() {
        return Args.with(Args.of(x, y), id, slot);
    }
}
