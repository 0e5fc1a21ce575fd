package ohol.tui.onelife.protocol.client;

import java.util.List;

/** {@code KA x y#}: keeps an idle connection open; the server ignores x y. */
public record KeepAlive(int x, int y) implements ClientCommand {
    public KeepAlive() {
        this(0, 0);
    }

    @Override
    public String verb() {
        return "KA";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y);
    }
}
