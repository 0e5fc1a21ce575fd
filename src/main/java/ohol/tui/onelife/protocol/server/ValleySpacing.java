package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code VS}: how valleys repeat north to south: every {@code ySpacing} rows, the first at
 * {@code yOffset} from our birth position. Wire: {@code VS\ny_spacing y_offset\n#}.
 */
public record ValleySpacing(int ySpacing, int yOffset) implements ServerMessage {
    static final String TAG = "VS";

    static ValleySpacing parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        ValleySpacing m = new ValleySpacing(f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(ySpacing, yOffset)));
    }
}
