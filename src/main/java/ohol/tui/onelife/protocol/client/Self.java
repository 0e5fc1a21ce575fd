package ohol.tui.onelife.protocol.client;

import java.util.List;

/**
 * {@code SELF x y i#}: use what we hold on ourselves: eat it, or put it on. With empty hands it
 * takes off the clothing in slot {@code i} (0 hat .. 5 backpack); {@code -1} when eating.
 */
public record Self(int x, int y, int clothingSlot) implements ClientCommand {
    public Self {
        Args.requireClothing(clothingSlot, true);
    }

    @Override
    public String verb() {
        return "SELF";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, clothingSlot);
    }
}
