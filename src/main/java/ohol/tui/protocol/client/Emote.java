package ohol.tui.protocol.client;

import java.util.List;

/** {@code EMOT x y e#}: show emotion number {@code e}; x y are ignored. */
public record Emote(int x, int y, int emotion) implements ClientCommand {
    public Emote {
        if (emotion < 0) {
            throw new IllegalArgumentException("emotion index must not be negative: " + emotion);
        }
    }

    @Override
    public String verb() {
        return "EMOT";
    }

    @Override
    public List<String> args() {
        return Args.of(x, y, emotion);
    }
}
