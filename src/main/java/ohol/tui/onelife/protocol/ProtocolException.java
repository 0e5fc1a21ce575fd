package ohol.tui.onelife.protocol;

import ohol.tui.core.net.UnreadableStream;
import ohol.tui.core.text.ServerText;

/**
 * The server's byte stream broke the protocol in a way that cannot be skipped over, such as a
 * length that lies or a message with no end. The connection cannot continue after one.
 */
public final class ProtocolException extends UnreadableStream {
    /** {@code message} may quote the server's bytes; it is kept cleaned, since it ends up printed. */
    public ProtocolException(String message) {
        super(ServerText.clean(message, ServerText.MAX_REPORT));
    }
}
