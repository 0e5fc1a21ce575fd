package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code HL}: a family's homeland is centred at {@code (x, y)}.
 * Wire: {@code HL\nx y family_name\n#}.
 *
 * @param familyName empty when the homeland has expired ({@code 0} on the wire)
 */
public record Homeland(int x, int y, Optional<String> familyName) implements ServerMessage {
    static final String TAG = "HL";
    private static final String EXPIRED = "0";

    static Homeland parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        int x = f.integer();
        int y = f.integer();
        String name = TextFields.word(f.text(), ServerText.MAX_NAME);
        f.end();
        return new Homeland(x, y, name.equals(EXPIRED) ? Optional.empty() : Optional.of(name));
    }

    public boolean expired() {
        return familyName.isEmpty();
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
        return new Frame(TAG, List.of(Lines.join(x, y, familyName.orElse(EXPIRED))));
    }
}
