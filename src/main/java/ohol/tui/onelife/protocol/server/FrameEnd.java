package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/**
 * {@code FM}: the end of one server time step. Everything since the previous FM belongs together
 * (a pick-up is a PU and an MX that only make sense applied at once). Wire: {@code FM\n#}.
 */
public record FrameEnd() implements ServerMessage {
    static final String TAG = "FM";

    static FrameEnd parse(Frame frame, Consumer<String> problems) {
        return new FrameEnd();
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
