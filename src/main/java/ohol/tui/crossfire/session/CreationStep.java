package ohol.tui.crossfire.session;

/**
 * A question the 1.75 server's query login asks a new character: its rolled stats (keep them with
 * {@code n}, roll again with {@code y}, swap two with two digits 1-7), then its outlook (any key
 * shows the next, {@code d} takes the one shown).
 */
public enum CreationStep {
    ROLL,
    OUTLOOK
}
