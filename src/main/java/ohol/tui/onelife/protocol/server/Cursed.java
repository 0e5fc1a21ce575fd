package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code CU}: players who are cursed, and how badly. Wire: {@code CU\np_id level [word]\n...\n#}. */
public record Cursed(List<Curse> curses) implements ServerMessage {
    static final String TAG = "CU";

    public Cursed {
        curses = List.copyOf(curses);
    }

    /**
     * One cursed player.
     *
     * @param word a lasting name tag for them, as sent (words joined by {@code _}, such as
     *             {@code BAD_MEAN_LIAR}; the official client shows the underscores as spaces)
     */
    public record Curse(int playerId, int level, Optional<String> word) {
        static Curse parse(Fields f) {
            Curse c = new Curse(
                    f.integer(),
                    f.integer(),
                    f.hasMore() ? Optional.of(TextFields.word(f.text(), ServerText.MAX_NAME)) : Optional.empty());
            f.end();
            return c;
        }

        String toWire() {
            return word.map(w -> Lines.join(playerId, level, w)).orElse(Lines.join(playerId, level));
        }
    }

    static Cursed parse(Frame frame, Consumer<String> problems) {
        return new Cursed(Lines.each(frame, problems, Curse::parse));
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
        return new Frame(TAG, curses.stream().map(Curse::toWire).toList());
    }
}
