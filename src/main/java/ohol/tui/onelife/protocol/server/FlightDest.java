package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code FD}: a player took off and will land at {@code (destX, destY)}; if it is us, a map chunk
 * around the destination follows. Wire: {@code FD\np_id dest_x dest_y\n#}.
 */
public record FlightDest(int playerId, int destX, int destY) implements ServerMessage {
    static final String TAG = "FD";

    static FlightDest parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        FlightDest m = new FlightDest(f.integer(), f.integer(), f.integer());
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
        return new Frame(TAG, List.of(Lines.join(playerId, destX, destY)));
    }
}
