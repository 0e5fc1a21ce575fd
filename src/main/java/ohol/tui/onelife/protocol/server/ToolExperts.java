package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code TE}: nearby players who have already learned the unlearned tool we now hold. Wire: {@code TE\np_id p_id ... p_id\n#}. */
public record ToolExperts(List<Integer> playerIds) implements ServerMessage {
    static final String TAG = "TE";

    public ToolExperts {
        playerIds = List.copyOf(playerIds);
    }

    static ToolExperts parse(Frame frame, Consumer<String> problems) {
        return new ToolExperts(IdList.parse(frame, problems));
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
        return IdList.oneLine(TAG, playerIds);
    }
}
