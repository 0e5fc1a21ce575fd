package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code SHUTDOWN}: the server is in shutdown mode and takes no new players; it ignores whatever
 * the client sends next. Wire: {@code SHUTDOWN\ncurrent_players/max_players\n#}.
 */
public record ShutdownMode(PlayerCount players) implements ServerMessage {
    static final String TAG = "SHUTDOWN";

    static ShutdownMode parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        ShutdownMode m = new ShutdownMode(PlayerCount.read(f));
        f.end();
        return m;
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
        return new Frame(TAG, List.of(players.toWire()));
    }
}
