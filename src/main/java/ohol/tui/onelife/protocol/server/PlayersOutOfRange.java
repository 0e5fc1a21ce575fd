package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code PO}: players who moved out of range: no more PU about them until they come back. Wire: {@code PO\np_id\np_id\n...\n#}. */
public record PlayersOutOfRange(List<Integer> playerIds) implements ServerMessage {
    static final String TAG = "PO";

    public PlayersOutOfRange {
        playerIds = List.copyOf(playerIds);
    }

    static PlayersOutOfRange parse(Frame frame, Consumer<String> problems) {
        return new PlayersOutOfRange(IdList.parse(frame, problems));
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
        return IdList.onePerLine(TAG, playerIds);
    }
}
