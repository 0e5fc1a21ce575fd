package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code CS}: our curse score, sent when it is above the threshold. Wire: {@code CS\nexcess_curse_points#}. */
public record CurseScoreChange(int excessPoints) implements ServerMessage {
    static final String TAG = "CS";

    static CurseScoreChange parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        CurseScoreChange m = new CurseScoreChange(f.integer());
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
        return new Frame(TAG, List.of(Lines.join(excessPoints)));
    }
}
