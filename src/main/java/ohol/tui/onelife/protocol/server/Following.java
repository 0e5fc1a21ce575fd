package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code FW}: who follows whom. Wire: {@code FW\nfollower_id leader_id leader_color_index\n...\n#}. */
public record Following(List<Follow> follows) implements ServerMessage {
    static final String TAG = "FW";

    public Following {
        follows = List.copyOf(follows);
    }

    /**
     * One follower.
     *
     * @param leaderId         -1 when they follow no one
     * @param leaderColorIndex the leader's badge colour in a fixed list (-1 with no leader)
     */
    public record Follow(int followerId, int leaderId, int leaderColorIndex) {
        public OptionalInt leader() {
            return leaderId == -1 ? OptionalInt.empty() : OptionalInt.of(leaderId);
        }

        static Follow parse(Fields f) {
            Follow follow = new Follow(f.integer(), f.integer(), f.integer());
            f.end();
            return follow;
        }

        String toWire() {
            return Lines.join(followerId, leaderId, leaderColorIndex);
        }
    }

    static Following parse(Frame frame, Consumer<String> problems) {
        return new Following(Lines.each(frame, problems, Follow::parse));
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
        return new Frame(TAG, follows.stream().map(Follow::toWire).toList());
    }
}
