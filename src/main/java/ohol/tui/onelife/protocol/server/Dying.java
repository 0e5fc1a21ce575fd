package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code DY}: players mortally wounded, who will die soon. Wire: {@code DY\np_id [isSick]\n...\n#}. */
public record Dying(List<Wounded> players) implements ServerMessage {
    static final String TAG = "DY";

    public Dying {
        players = List.copyOf(players);
    }

    /**
     * A dying player.
     *
     * @param sick dying of sickness, not a wound (no blood overlay); an absent flag reads as false
     */
    public record Wounded(int playerId, boolean sick) {
        static Wounded parse(Fields f) {
            Wounded w = new Wounded(f.integer(), f.hasMore() && f.flag());
            f.end();
            return w;
        }

        String toWire() {
            return sick ? playerId + " 1" : Integer.toString(playerId);
        }
    }

    static Dying parse(Frame frame, Consumer<String> problems) {
        return new Dying(Lines.each(frame, problems, Wounded::parse));
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
        return new Frame(TAG, players.stream().map(Wounded::toWire).toList());
    }
}
