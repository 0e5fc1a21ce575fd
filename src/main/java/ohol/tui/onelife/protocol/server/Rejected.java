package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code REJECTED}: the login was refused; the server closes the connection. Wire: {@code REJECTED\n#}. */
public record Rejected() implements ServerMessage {
    static final String TAG = "REJECTED";

    static Rejected parse(Frame frame, Consumer<String> problems) {
        return new Rejected();
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
