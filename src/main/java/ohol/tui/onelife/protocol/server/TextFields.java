package ohol.tui.onelife.protocol.server;

import ohol.tui.core.text.ServerText;

/**
 * Server text as the records keep it: cleaned by {@link ServerText} and cut to a cap when it is
 * read off the wire, so that nothing after the parser (the world, the screen, JSON output) ever
 * holds what the server really sent. The results survive being written back to the wire and read
 * again unchanged, which the round-trip tests rely on.
 */
final class TextFields {
    /** Stands for a one-field text that cleaned away to nothing: an empty field would vanish on the wire. */
    static final String NOTHING_LEFT = String.valueOf(ServerText.UNSHOWABLE);

    private TextFields() {}

    /** A text that is one field of its line (no spaces): cleaned, never empty. */
    static String word(String raw, int max) {
        String clean = ServerText.clean(raw, max).strip();
        return clean.isEmpty() ? NOTHING_LEFT : clean;
    }

    /** A text that runs to the end of its line (speech, a name after its first word): cleaned, may be empty. */
    static String phrase(String raw, int max) {
        return ServerText.clean(raw, max).strip();
    }
}
