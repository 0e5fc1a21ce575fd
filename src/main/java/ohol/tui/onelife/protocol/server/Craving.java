package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code CR}: the food we crave, and how much our YUM multiplier grows when we eat it.
 * Wire: {@code CR\nfood_id bonus\n#}.
 */
public record Craving(int foodId, int bonus) implements ServerMessage {
    static final String TAG = "CR";

    static Craving parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        Craving m = new Craving(f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(foodId, bonus)));
    }
}
