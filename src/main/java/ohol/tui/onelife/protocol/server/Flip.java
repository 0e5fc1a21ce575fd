package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code FL}: standing players who turned around (moving players are turned by their movement).
 * Wire: {@code FL\np_id face_left\n...\n#} with face_left 1 or 0.
 */
public record Flip(List<Facing> facings) implements ServerMessage {
    static final String TAG = "FL";

    public Flip {
        facings = List.copyOf(facings);
    }

    /** Which way a player now faces. */
    public record Facing(int playerId, boolean faceLeft) {
        static Facing parse(Fields f) {
            Facing facing = new Facing(f.integer(), f.flag());
            f.end();
            return facing;
        }

        String toWire() {
            return Lines.join(playerId, faceLeft ? 1 : 0);
        }
    }

    static Flip parse(Frame frame, Consumer<String> problems) {
        return new Flip(Lines.each(frame, problems, Facing::parse));
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
        return new Frame(TAG, facings.stream().map(Facing::toWire).toList());
    }
}
