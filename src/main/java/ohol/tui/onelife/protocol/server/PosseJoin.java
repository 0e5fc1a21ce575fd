package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code PJ}: a killer joined the posse hunting a target, or left it (target 0).
 * Wire: {@code PJ\np_id_killer p_id_target\n#}.
 */
public record PosseJoin(int killerId, int targetId) implements ServerMessage {
    static final String TAG = "PJ";

    static PosseJoin parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        PosseJoin m = new PosseJoin(f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(killerId, targetId)));
    }
}
