package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code SD}: the server is being forced down and will close the connection soon. Wire: {@code SD\n#}. */
public record ForcedShutdown() implements ServerMessage {
    static final String TAG = "SD";

    static ForcedShutdown parse(Frame frame, Consumer<String> problems) {
        return new ForcedShutdown();
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
