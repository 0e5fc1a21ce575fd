package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code SERVER_FULL}: no room for another player; the server ignores whatever the client sends
 * next. Wire: {@code SERVER_FULL\ncurrent_players/max_players\n#}.
 */
public record ServerFull(PlayerCount players) implements ServerMessage {
    static final String TAG = "SERVER_FULL";

    static ServerFull parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        ServerFull m = new ServerFull(PlayerCount.read(f));
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
