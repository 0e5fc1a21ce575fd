package ohol.tui.onelife.protocol;

import ohol.tui.core.text.ServerText;

/** One line of a message could not be read; the registry skips that line and reports it. */
public final class MalformedLineException extends RuntimeException {
    private final String line;

    /** Both may quote the server's bytes; they are kept cleaned, since reports are printed. */
    public MalformedLineException(String reason, String line) {
        // no stack trace: it is expected, caught one frame up, and a hostile message can hold
        // a hundred thousand bad lines
        super(ServerText.clean(reason, ServerText.MAX_REPORT), null, false, false);
        this.line = ServerText.clean(line, ServerText.MAX_REPORT);
    }

    public String line() {
        return line;
    }
}
