package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code GV}: the grave at {@code (x, y)} belongs to player {@code playerId}. Wire: {@code GV\nx y p_id\n#}. */
public record Grave(int x, int y, int playerId) implements ServerMessage {
    static final String TAG = "GV";

    static Grave parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        Grave m = new Grave(f.integer(), f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(x, y, playerId)));
    }
}
