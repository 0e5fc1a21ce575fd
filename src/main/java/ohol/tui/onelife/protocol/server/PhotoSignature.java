package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code PH}: the signature for the photo we asked to take at {@code (x, y)} (a dummy one if the
 * photo was denied). Wire: {@code PH\nx y signature#}.
 */
public record PhotoSignature(int x, int y, String signature) implements ServerMessage {
    static final String TAG = "PH";

    static PhotoSignature parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        PhotoSignature m = new PhotoSignature(f.integer(), f.integer(), TextFields.word(f.text(), ServerText.MAX_WORD));
        f.end();
        return m;
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
        return new Frame(TAG, List.of(Lines.join(x, y, signature)));
    }
}
