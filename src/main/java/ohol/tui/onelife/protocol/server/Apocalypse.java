package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code AP}: an apocalypse is coming; time for the client to show it. Wire: {@code AP\n#}. */
public record Apocalypse() implements ServerMessage {
    static final String TAG = "AP";

    static Apocalypse parse(Frame frame, Consumer<String> problems) {
        return new Apocalypse();
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
