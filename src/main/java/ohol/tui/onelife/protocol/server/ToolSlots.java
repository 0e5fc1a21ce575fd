package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code TS}: how many of our tool slots are used, out of how many. Wire: {@code TS\nused total\n#}. */
public record ToolSlots(int used, int total) implements ServerMessage {
    static final String TAG = "TS";

    static ToolSlots parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        ToolSlots m = new ToolSlots(f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(used, total)));
    }
}
