package ohol.tui.onelife.protocol.server;

import java.util.List;
import ohol.tui.onelife.protocol.Fields;

/** {@code current_players/max_players}, as {@code SN}, {@code SHUTDOWN} and {@code SERVER_FULL} give it. */
public record PlayerCount(int current, int max) {
    static PlayerCount read(Fields f) {
        List<Integer> both = f.joinedIntegers('/', 2);
        return new PlayerCount(both.get(0), both.get(1));
    }

    String toWire() {
        return current + "/" + max;
    }
}
