package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/** {@code LR}: tools (object ids) we have just learned. Wire: {@code LR\ntool_id tool_id ... tool_id\n#}. */
public record LearnedToolReport(List<Integer> toolIds) implements ServerMessage {
    static final String TAG = "LR";

    public LearnedToolReport {
        toolIds = List.copyOf(toolIds);
    }

    static LearnedToolReport parse(Frame frame, Consumer<String> problems) {
        return new LearnedToolReport(IdList.parse(frame, problems));
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
        return IdList.oneLine(TAG, toolIds);
    }
}
