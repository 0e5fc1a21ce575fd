package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code FX}: our own food.
 * Wire: {@code FX\nfood_store food_capacity last_ate_id last_ate_fill_max move_speed responsible_id yum_bonus yum_multiplier#}.
 */
public record FoodChange(
        int foodStore,
        int foodCapacity,
        int lastAteId,
        int lastAteFillMax,
        double moveSpeed,
        int responsibleId,
        int yumBonus,
        int yumMultiplier)
        implements ServerMessage {
    static final String TAG = "FX";

    static FoodChange parse(Frame frame, Consumer<String> problems) {
        var f = Lines.joined(frame);
        FoodChange fx = new FoodChange(
                f.integer(), f.integer(), f.integer(), f.integer(), f.decimal(), f.integer(), f.integer(), f.integer());
        f.end();
        return fx;
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
                        foodStore,
                        foodCapacity,
                        lastAteId,
                        lastAteFillMax,
                        Decimals.two(moveSpeed),
                        responsibleId,
                        yumBonus,
                        yumMultiplier)));
    }
}
