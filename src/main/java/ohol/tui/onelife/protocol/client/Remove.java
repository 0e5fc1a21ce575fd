package ohol.tui.onelife.protocol.client;

import java.util.List;

/** {@code REMV x y i#}: take item {@code i} out of the container at x y; -1 takes the top. */
public record Remove(int x, int y, int index) implements ClientCommand {
    public Remove {
        Args.requireSlot(index, "REMV index");
    }

    @Override
    public String verb() {
        return "REMV";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, index);
    }
}
