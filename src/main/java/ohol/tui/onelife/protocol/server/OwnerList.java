package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code OW}: who owns the property at {@code (x, y)}. Wire: {@code OW\nx y p_id p_id ... p_id\n#}. */
public record OwnerList(int x, int y, List<Integer> ownerIds) implements ServerMessage {
    static final String TAG = "OW";

    public OwnerList {
        ownerIds = List.copyOf(ownerIds);
    }

    static OwnerList parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        int x = f.integer();
        int y = f.integer();
        List<Integer> owners = f.integers();
        if (owners.size() > IdList.MAX_IDS) {
            problems.accept(TAG + ": more than " + IdList.MAX_IDS + " ids; the rest was skipped");
            owners = owners.subList(0, IdList.MAX_IDS);
        }
        return new OwnerList(x, y, owners);
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
        StringBuilder sb = new StringBuilder(Lines.join(x, y));
        ownerIds.forEach(id -> sb.append(' ').append(id));
        return new Frame(TAG, List.of(sb.toString()));
    }
}
