package ohol.tui.protocol;

/**
 * The server's byte stream broke the protocol in a way that cannot be skipped over, such as a
 * length that lies or a message with no end. The connection cannot continue after one.
 */
public final class ProtocolException extends RuntimeException {
    public ProtocolException(String message) {
        super(message);
    }
}
