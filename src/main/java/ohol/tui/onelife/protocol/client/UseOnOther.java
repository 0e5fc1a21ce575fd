package ohol.tui.onelife.protocol.client;

import java.util.List;
import java.util.OptionalInt;

/**
 * {@code UBABY x y i [id]#}: use what we hold on another player: feed them, dress a baby, heal a
 * wound. {@code i} is the clothing slot as for SELF.
 */
public record UseOnOther(int x, int y, int clothingSlot, OptionalInt playerId) implements ClientCommand {
    public UseOnOther {
        Args.requireClothing(clothingSlot, true);
    }

    @Override
    public String verb() {
        return "UBABY";
    }

    @Override
    public List<String> args() {
        return Args.with(Args.of(x, y, clothingSlot), playerId);
    }
}
