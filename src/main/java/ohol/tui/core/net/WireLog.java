package ohol.tui.core.net;

import java.util.function.Consumer;

/**
 * A connection's listener with what goes on the wire also told to a log, a line each: every
 * message in, every command out (as its game words it: never a secret), every message skipped,
 * and the close. The listener it wraps hears everything as before, sizes included.
 */
public final class WireLog {
    private WireLog() {}

    /** How a game words its wire for a log. */
    public interface Words<I, O> {
        /** A message that came in. */
        String received(I message);

        /** A command as it left, its bytes as written ({@code bytes} empty: it became none). */
        String sent(O command, byte[] bytes);
    }

    public static <I, O> ConnectionListener<I, O> tapping(
            ConnectionListener<I, O> listener, Consumer<String> log, Words<I, O> words) {
        return new ConnectionListener<>() {
            @Override
            public void onMessage(I message) {
                log.accept(words.received(message));
                listener.onMessage(message);
            }

            @Override
            public void onMessage(I message, int bytes) {
                log.accept(words.received(message));
                listener.onMessage(message, bytes);
            }

            @Override
            public void onProblem(String description) {
                log.accept("skipped: " + description);
                listener.onProblem(description);
            }

            @Override
            public void onClosed(CloseReason reason) {
                log.accept("connection closed: " + reason);
                listener.onClosed(reason);
            }

            @Override
            public void onBytesReceived(byte[] bytes, int offset, int length) {
                listener.onBytesReceived(bytes, offset, length);
            }

            @Override
            public void onSent(O command, byte[] bytes) {
                log.accept(words.sent(command, bytes));
                listener.onSent(command, bytes);
            }
        };
    }
}
