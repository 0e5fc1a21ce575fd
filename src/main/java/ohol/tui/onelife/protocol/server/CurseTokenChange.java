package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code CX}: how many curse tokens we have. Wire: {@code CX\ncurse_token_count#}. */
public record CurseTokenChange(int tokens) implements ServerMessage {
    static final String TAG = "CX";

    static CurseTokenChange parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        CurseTokenChange m = new CurseTokenChange(f.integer());
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
        return new Frame(TAG, List.of(Lines.join(tokens)));
    }
}
