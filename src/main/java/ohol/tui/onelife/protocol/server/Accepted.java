package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code ACCEPTED}: the login was accepted; normal messaging follows. Wire: {@code ACCEPTED\n#}. */
public record Accepted() implements ServerMessage {
    static final String TAG = "ACCEPTED";

    static Accepted parse(Frame frame, Consumer<String> problems) {
        return new Accepted();
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
        return new Frame(TAG, List.of());
    }
}
