package ohol.tui.protocol;

/** One line of a message could not be read; the registry skips that line and reports it. */
public final class MalformedLineException extends RuntimeException {
    private final String line;

    public MalformedLineException(String reason, String line) {
        super(reason);
        this.line = line;
    }

    public String line() {
        return line;
    }
}
