package ohol.tui.crossfire.session;

/**
 * How the client logs in: {@code ACCOUNT}, an account holding characters ({@code loginmethod 2},
 * the GTK client's and JXClient's way); {@code QUERY}, the server's questions for a character's
 * name and password ({@code loginmethod 0}); {@code AUTO}, the account login when the server
 * accepts it, else the questions.
 */
public enum LoginMode {
    AUTO,
    ACCOUNT,
    QUERY
}
