package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code MN}: a monument call: {@code monument} was created at {@code (x, y)}.
 * Wire: {@code MN\nx y o_id\n#}.
 */
public record MonumentCall(int x, int y, GameObject monument) implements ServerMessage {
    static final String TAG = "MN";

    static MonumentCall parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        MonumentCall m = new MonumentCall(f.integer(), f.integer(), f.object());
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
        return new Frame(TAG, List.of(Lines.join(x, y, monument.toWire())));
    }
}
