package ohol.tui.crossfire.session;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.text.ServerText;

/**
 * The one line a front-end that took the terminal over prints once it has given it back, when the
 * play ended otherwise than by a quit: why the login failed, or why the connection closed, with
 * the server's last message when it came just before the close (a kick says why; an old message
 * would mislead).
 */
final class Farewell {
    /** How close to the close a message must be to be told as its reason. */
    static final long RECENT_NANOS = TimeUnit.SECONDS.toNanos(2);
    /** Longest server text in the line. */
    static final int MAX_TEXT = 200;

    private Farewell() {}

    static String loginFailed(String reason) {
        return "login failed: " + ServerText.clean(reason, MAX_TEXT);
    }

    static String closed(CloseReason reason, Optional<String> lastMessage, long messageAt, long closedAt) {
        String why =
                switch (reason.kind()) {
                    case SERVER_CLOSED, LOCAL -> "the server closed the connection";
                    case RESET -> "the connection was lost (" + ServerText.clean(reason.detail(), MAX_TEXT) + ")";
                    case PROTOCOL_ERROR -> "the server sent what the client cannot read ("
                            + ServerText.clean(reason.detail(), MAX_TEXT) + ")";
                    case SILENT -> "the server stopped answering";
                    case INTERNAL_ERROR -> "the client stopped: " + ServerText.clean(reason.detail(), MAX_TEXT);
                };
        if (lastMessage.isPresent() && closedAt - messageAt <= RECENT_NANOS) {
            return why + ", saying: " + ServerText.clean(lastMessage.get(), MAX_TEXT);
        }
        return why;
    }
}
