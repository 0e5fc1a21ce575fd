package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code HX}: our warmth and what it costs us in food.
 * Wire: {@code HX\nheat food_time indoor_bonus#} (the server writes no newline before {@code #}).
 *
 * @param heat               0 coldest, 0.5 ideal, 1 hottest
 * @param foodTimeSeconds    seconds per food pip drained, the indoor bonus included
 * @param indoorBonusSeconds seconds added to that by being indoors
 */
public record HeatChange(double heat, double foodTimeSeconds, double indoorBonusSeconds) implements ServerMessage {
    static final String TAG = "HX";

    static HeatChange parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        HeatChange m = new HeatChange(f.decimal(), f.decimal(), f.decimal());
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
        return new Frame(
                TAG,
                List.of(Lines.join(
                        Decimals.two(heat), Decimals.two(foodTimeSeconds), Decimals.two(indoorBonusSeconds))));
    }
}
