package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Frame;

/**
 * {@code NO_LIFE_TOKENS}: the login was refused because the account has no life tokens left; the
 * server closes the connection. Wire (as the protocol text gives it):
 * {@code NO_LIFE_TOKENS\nREJECTED\n#}. The server at 1630886d writes only {@code NO_LIFE_TOKENS\n#};
 * both read the same.
 */
public record NoLifeTokens() implements ServerMessage {
    static final String TAG = "NO_LIFE_TOKENS";

    static NoLifeTokens parse(Frame frame, Consumer<String> problems) {
        return new NoLifeTokens();
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
        return new Frame(TAG, List.of(Rejected.TAG));
    }
}
