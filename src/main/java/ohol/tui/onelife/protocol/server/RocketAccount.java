package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code RA}: the account granted to us for riding the rocket. Wire: {@code RA\nsteam_key account_url#}.
 * The key is the player's secret: {@link #toString()} leaves it out so that logs do not carry it.
 */
public record RocketAccount(String steamKey, String accountUrl) implements ServerMessage {
    static final String TAG = "RA";

    static RocketAccount parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        RocketAccount m = new RocketAccount(
                TextFields.word(f.text(), ServerText.MAX_WORD), TextFields.word(f.text(), ServerText.MAX_WORD));
        f.end();
        return m;
    }

    @Override
    public String toString() {
        return "RocketAccount[steamKey=(hidden), accountUrl=" + accountUrl + "]";
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
        return new Frame(TAG, List.of(Lines.join(steamKey, accountUrl)));
    }
}
