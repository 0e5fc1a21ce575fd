package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code MX}: map cells that changed.
 * Wire, one line per cell: {@code MX\nx y new_floor_id new_id p_id [old_x old_y speed]\n#}.
 */
public record MapChange(List<Change> changes) implements ServerMessage {
    static final String TAG = "MX";

    public MapChange {
        changes = List.copyOf(changes);
    }

    /**
     * The new floor and object of cell {@code (x, y)}.
     *
     * @param object   the new object, with its contents
     * @param playerId who dropped it there; -1 if no player caused the change; below -1 the change
     *                 was caused by player {@code -playerId} without a drop (a transition)
     * @param slide    where the object came from, if it is moving here (an animal walking)
     */
    public record Change(int x, int y, int floorId, GameObject object, int playerId, Optional<Slide> slide) {
        /** The player who caused this change, by dropping or otherwise. */
        public OptionalInt causedBy() {
            return playerId > 0
                    ? OptionalInt.of(playerId)
                    : playerId < -1 ? OptionalInt.of(-playerId) : OptionalInt.empty();
        }

        public boolean isDrop() {
            return playerId > 0;
        }

        static Change parse(Fields f) {
            int x = f.integer();
            int y = f.integer();
            int floor = f.integer();
            GameObject object = f.object();
            int playerId = f.integer();
            Optional<Slide> slide =
                    f.hasMore() ? Optional.of(new Slide(f.integer(), f.integer(), f.decimal())) : Optional.empty();
            f.end();
            return new Change(x, y, floor, object, playerId, slide);
        }

        String toWire() {
            String cell = Lines.join(x, y, floorId, object.toWire(), playerId);
            return slide.map(s -> Lines.join(cell, s.fromX(), s.fromY(), Decimals.six(s.speed())))
                    .orElse(cell);
        }
    }

    /** The object slides in from {@code (fromX, fromY)} at {@code speed} tiles per second. */
    public record Slide(int fromX, int fromY, double speed) {}

    static MapChange parse(Frame frame, Consumer<String> problems) {
        return new MapChange(Lines.each(frame, problems, Change::parse));
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
        return new Frame(TAG, changes.stream().map(Change::toWire).toList());
    }
}
