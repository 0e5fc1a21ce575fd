package ohol.tui.onelife.protocol.client;

import java.util.List;
import java.util.OptionalInt;

/** {@code BABY x y [id]#}: pick up the baby at x y (the one with player id {@code id} if several). */
public record Baby(int x, int y, OptionalInt playerId) implements ClientCommand {
    @Override
    public String verb() {
        return "BABY";
    }

    @Override
    public List<String> args() {
        return Args.with(Args.of(x, y), playerId);
    }
}
