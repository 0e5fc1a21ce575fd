package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code GM}: the grave at {@code (fromX, fromY)} moved to {@code (toX, toY)}.
 * Wire: {@code GM\nxs ys xd yd swap_dest\n#}.
 *
 * @param swapDest another grave at the destination is still in mid-air (graves swapping places);
 *                 the field is optional on the wire, and absent reads as false, as the official
 *                 client reads it
 */
public record GraveMove(int fromX, int fromY, int toX, int toY, boolean swapDest) implements ServerMessage {
    static final String TAG = "GM";

    static GraveMove parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        GraveMove m = new GraveMove(f.integer(), f.integer(), f.integer(), f.integer(), f.hasMore() && f.flag());
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
        return new Frame(TAG, List.of(Lines.join(fromX, fromY, toX, toY, swapDest ? 1 : 0)));
    }
}
