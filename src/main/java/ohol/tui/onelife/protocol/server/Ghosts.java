package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code GH}: players who have become invisible ghosts. Wire: {@code GH\np_id\np_id\n...\np_id#}. */
public record Ghosts(List<Integer> playerIds) implements ServerMessage {
    static final String TAG = "GH";

    public Ghosts {
        playerIds = List.copyOf(playerIds);
    }

    static Ghosts parse(Frame frame, Consumer<String> problems) {
        return new Ghosts(IdList.parse(frame, problems));
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
