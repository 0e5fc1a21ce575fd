package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code MS}: a message from the server for every (non-tutorial) player to see.
 * Wire: {@code MS\nsome_message_text_with_space_replaced_by_underscore\n#}, where {@code **} is a
 * line break.
 *
 * @param wire the text as sent, underscores and all; see {@link #text()}
 */
public record GlobalMessage(String wire) implements ServerMessage {
    static final String TAG = "MS";

    static GlobalMessage parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        GlobalMessage m = new GlobalMessage(TextFields.word(f.text(), ServerText.MAX_MESSAGE));
        f.end();
        return m;
    }

    /** The text to show: underscores back to spaces, {@code **} to line breaks. */
    public String text() {
        return wire.replace("**", "\n").replace('_', ' ');
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
        return new Frame(TAG, List.of(wire));
    }
}
