package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code LS}: text said at map locations rather than by players. Wire: {@code LS\nx y text\n...\n#}. */
public record LocationSays(List<Speech> speeches) implements ServerMessage {
    static final String TAG = "LS";

    public LocationSays {
        speeches = List.copyOf(speeches);
    }

    /** The text said at {@code (x, y)}. */
    public record Speech(int x, int y, String text) {
        static Speech parse(Fields f) {
            return new Speech(f.integer(), f.integer(), TextFields.phrase(f.rest(), ServerText.MAX_SPEECH));
        }

        String toWire() {
            return Lines.join(x, y, text);
        }
    }

    static LocationSays parse(Frame frame, Consumer<String> problems) {
        return new LocationSays(Lines.each(frame, problems, Speech::parse));
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
        return new Frame(TAG, speeches.stream().map(Speech::toWire).toList());
    }
}
