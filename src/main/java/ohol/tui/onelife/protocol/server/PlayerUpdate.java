package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * {@code PU}: one line per player whose state changed, or who left (died, disconnected). See
 * {@link PlayerState} for the line format and {@link PlayerRemoved} for {@code X X} lines.
 */
public record PlayerUpdate(List<PlayerLine> players) implements ServerMessage {
    static final String TAG = "PU";

    public PlayerUpdate {
        players = List.copyOf(players);
    }

    /** One line of a PU: a player here now, or one removed with a reason. */
    public sealed interface PlayerLine permits PlayerState, PlayerRemoved {
        int playerId();

        String toWire();
    }

    static PlayerUpdate parse(Frame frame, Consumer<String> problems) {
        return new PlayerUpdate(Lines.each(frame, problems, PlayerUpdate::parseLine));
    }

    static PlayerLine parseLine(Fields f) {
        int id = f.integer();
        int displayId = f.integer();
        int facing = f.integer();
        boolean action = f.flag();
        int actionX = f.integer();
        int actionY = f.integer();
        var held = f.object();
        boolean originValid = f.flag();
        int originX = f.integer();
        int originY = f.integer();
        int transitionSourceId = f.integer();
        double heat = f.decimal();
        int doneMovingSeq = f.integer();
        boolean forced = f.flag();
        if (f.nextIs("X")) {
            f.text();
            if (!f.nextIs("X")) {
                throw new MalformedLineException("x is X but y is not", f.line());
            }
            f.text();
            double age = f.decimal();
            f.decimal();
            f.decimal();
            f.text(); // clothing
            for (int i = 0; i < 5; i++) {
                f.text();
            }
            var reason = f.hasMore()
                    ? RemovalReason.parse(TextFields.word(f.text(), ServerText.MAX_WORD))
                    : RemovalReason.UNKNOWN;
            f.end();
            return new PlayerRemoved(id, displayId, age, reason);
        }
        int x = f.integer();
        int y = f.integer();
        double age = f.decimal();
        double ageRate = f.decimal();
        double moveSpeed = f.decimal();
        ClothingSet clothing = ClothingSet.parse(f.text());
        boolean justAte = f.flag();
        int lastAteId = f.integer();
        int responsibleId = f.integer();
        // the two newest fields are missing from older servers
        boolean heldYum = f.hasMore() && f.flag();
        boolean heldLearned = f.hasMore() && f.flag();
        f.end();
        return new PlayerState(
                id,
                displayId,
                facing,
                action,
                actionX,
                actionY,
                held,
                originValid,
                originX,
                originY,
                transitionSourceId,
                heat,
                doneMovingSeq,
                forced,
                x,
                y,
                age,
                ageRate,
                moveSpeed,
                clothing,
                justAte,
                lastAteId,
                responsibleId,
                heldYum,
                heldLearned);
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
        return new Frame(TAG, players.stream().map(PlayerLine::toWire).toList());
    }
}
