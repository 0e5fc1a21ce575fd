package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code BW}: babies who just started wiggling. Wire: {@code BW\np_id\np_id\n...\n#}. */
public record BabyWiggle(List<Integer> playerIds) implements ServerMessage {
    static final String TAG = "BW";

    public BabyWiggle {
        playerIds = List.copyOf(playerIds);
    }

    static BabyWiggle parse(Frame frame, Consumer<String> problems) {
        return new BabyWiggle(IdList.parse(frame, problems));
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
