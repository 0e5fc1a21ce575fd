package ohol.tui.crossfire.protocol;

/** A server message that cannot be read as its command says; it is reported and skipped. */
public final class Malformed extends Exception {
    private static final long serialVersionUID = 1L;

    public Malformed(String description) {
        super(description, null, false, false);
    }
}
