package ohol.tui.protocol;

/**
 * One line of a message could not be read; the registry skips that line and reports it. Bad input
 * from the server, not a fault in the client: it carries no stack trace, which would cost more
 * than reading the line (a server may send many).
 */
public final class MalformedLineException extends RuntimeException {
    private final String line;

    public MalformedLineException(String reason, String line) {
        super(reason, null, false, false);
        this.line = line;
    }

    public String line() {
        return line;
    }
}
