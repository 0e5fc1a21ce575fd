package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.Lines;

/** {@code RR}: a player just started riding a rocket. Wire: {@code RR\np_id o_id#}. */
public record RocketRide(int playerId, GameObject rocket) implements ServerMessage {
    static final String TAG = "RR";

    static RocketRide parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        RocketRide m = new RocketRide(f.integer(), f.object());
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
        return new Frame(TAG, List.of(Lines.join(playerId, rocket.toWire())));
    }
}
