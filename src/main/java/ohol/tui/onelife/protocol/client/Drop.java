package ohol.tui.onelife.protocol.client;

import java.util.List;

/**
 * {@code DROP x y c#}: set what we hold down on x y, or into the container there. {@code c} is -1
 * except when adding to our own clothing (0 hat .. 5 backpack).
 */
public record Drop(int x, int y, int clothingSlot) implements ClientCommand {
    public Drop {
        Args.requireClothing(clothingSlot, true);
    }

    public Drop(int x, int y) {
        this(x, y, -1);
    }

    @Override
    public String verb() {
        return "DROP";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, clothingSlot);
    }
}
