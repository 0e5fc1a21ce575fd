package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code PONG}: the answer to our {@code PING}, carrying its id. Wire: {@code PONG\nunique_id#}. */
public record Pong(int uniqueId) implements ServerMessage {
    static final String TAG = "PONG";

    static Pong parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        Pong pong = new Pong(f.integer());
        f.end();
        return pong;
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
        return new Frame(TAG, List.of(Integer.toString(uniqueId)));
    }
}
