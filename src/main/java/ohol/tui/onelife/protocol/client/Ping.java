package ohol.tui.onelife.protocol.client;

import java.util.List;

/** {@code PING x y unique_id#}: asks for a PONG carrying {@code uniqueId}; x y are ignored. */
public record Ping(int x, int y, int uniqueId) implements ClientCommand {
    @Override
    public String verb() {
        return "PING";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, uniqueId);
    }
}
