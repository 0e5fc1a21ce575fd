package ohol.tui.onelife.protocol.client;

import java.util.List;

/** {@code SREMV x y c i#}: take item {@code i} (-1 the top) out of the worn clothing in slot {@code c}. */
public record RemoveFromClothing(int x, int y, int clothingSlot, int index) implements ClientCommand {
    public RemoveFromClothing {
        Args.requireClothing(clothingSlot, false);
        Args.requireSlot(index, "SREMV index");
    }

    @Override
    public String verb() {
        return "SREMV";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, clothingSlot, index);
    }
}
