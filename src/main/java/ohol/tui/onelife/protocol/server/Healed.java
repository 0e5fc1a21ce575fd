package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code HE}: players who were healed and are no longer dying. Wire: {@code HE\np_id\np_id\n...\n#}. */
public record Healed(List<Integer> playerIds) implements ServerMessage {
    static final String TAG = "HE";

    public Healed {
        playerIds = List.copyOf(playerIds);
    }

    static Healed parse(Frame frame, Consumer<String> problems) {
        return new Healed(IdList.parse(frame, problems));
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
