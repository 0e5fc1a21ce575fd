package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code EX}: who is exiled by whom. A target whose list changed is sent whole, starting with a
 * line {@code exile_target_id -1} that clears what the client knew (and that alone means nobody
 * exiles them now). Wire: {@code EX\nexile_target_id exiler_id\n...\n#}.
 */
public record Exiled(List<Exile> exiles) implements ServerMessage {
    static final String TAG = "EX";
    /**
     * Most lines one EX may carry; the rest is reported and skipped. The server sends one line per
     * exiler of each player whose list changed, plus one opening line each: on a full server (200
     * players, maxPlayers' default) where everyone exiles everyone that is 200 × 200 = 40,000.
     */
    public static final int MAX_LINES = 40_000;

    public Exiled {
        exiles = List.copyOf(exiles);
    }

    /** {@code exilerId} exiles {@code targetId}; an exiler of -1 starts the target's list afresh. */
    public record Exile(int targetId, int exilerId) {
        public boolean startsList() {
            return exilerId == -1;
        }

        static Exile parse(Fields f) {
            Exile e = new Exile(f.integer(), f.integer());
            f.end();
            return e;
        }

        String toWire() {
            return Lines.join(targetId, exilerId);
        }
    }

    static Exiled parse(Frame frame, Consumer<String> problems) {
        return new Exiled(Lines.each(frame, problems, Exile::parse, MAX_LINES));
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(TAG, exiles.stream().map(Exile::toWire).toList());
    }
}
