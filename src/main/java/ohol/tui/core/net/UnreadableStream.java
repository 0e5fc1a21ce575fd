package ohol.tui.core.net;

/** The server's bytes cannot be followed any further: the connection ends with this reason. */
public class UnreadableStream extends RuntimeException {
    public UnreadableStream(String message) {
        super(message);
    }

    public UnreadableStream(String message, Throwable cause) {
        super(message, cause);
    }
}
