package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code AD}: the apocalypse is over; the client goes back to showing the world. Wire: {@code AD\n#}. */
public record ApocalypseDone() implements ServerMessage {
    static final String TAG = "AD";

    static ApocalypseDone parse(Frame frame, Consumer<String> problems) {
        return new ApocalypseDone();
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
