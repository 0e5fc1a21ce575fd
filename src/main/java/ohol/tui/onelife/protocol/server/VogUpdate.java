package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code VU}: the view-of-god camera is now at {@code (x, y)}. Wire: {@code VU\nx y\n#}. */
public record VogUpdate(int x, int y) implements ServerMessage {
    static final String TAG = "VU";

    static VogUpdate parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        VogUpdate m = new VogUpdate(f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(x, y)));
    }
}
