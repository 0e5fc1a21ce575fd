package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code PE}: players showing an emotion. Wire: {@code PE\np_id emot_index [ttl_sec]\n...\n#}. */
public record PlayerEmotes(List<Emote> emotes) implements ServerMessage {
    static final String TAG = "PE";

    public PlayerEmotes {
        emotes = List.copyOf(emotes);
    }

    /**
     * One emotion.
     *
     * @param ttlSeconds how long to show it; absent for the standard time; -1 for a permanent one
     *                   that layers with the others; -2 for a permanent one that is not new (no sound)
     */
    public record Emote(int playerId, int emotIndex, OptionalInt ttlSeconds) {
        public boolean permanent() {
            return ttlSeconds.isPresent() && ttlSeconds.getAsInt() < 0;
        }

        /** False for a permanent emotion we are only learning about now (ttl -2): no sound for it. */
        public boolean isNew() {
            return !(ttlSeconds.isPresent() && ttlSeconds.getAsInt() == -2);
        }

        static Emote parse(Fields f) {
            Emote e = new Emote(
                    f.integer(), f.integer(), f.hasMore() ? OptionalInt.of(f.integer()) : OptionalInt.empty());
            f.end();
            return e;
        }

        String toWire() {
            return ttlSeconds.isPresent()
                    ? Lines.join(playerId, emotIndex, ttlSeconds.getAsInt())
                    : Lines.join(playerId, emotIndex);
        }
    }

    static PlayerEmotes parse(Frame frame, Consumer<String> problems) {
        return new PlayerEmotes(Lines.each(frame, problems, Emote::parse));
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
        return new Frame(TAG, emotes.stream().map(Emote::toWire).toList());
    }
}
