package ohol.tui.onelife.protocol.client;

import java.util.List;
import java.util.OptionalInt;

/** {@code KILL x y [id]#}: use a deadly held object on the player at x y (or the one with that id). */
public record Kill(int x, int y, OptionalInt playerId) implements ClientCommand {
    @Override
    public String verb() {
        return "KILL";
    }

    @Override
    public List<String> args() {
        return Args.with(Args.of(x, y), playerId);
    }
}
