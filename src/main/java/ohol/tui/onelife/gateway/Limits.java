package ohol.tui.onelife.gateway;

import java.time.Duration;

/**
 * What one gateway allows.
 *
 * <ul>
 *   <li>{@code sessions}: players (session channels) at once, and logged-in SSH connections at
 *       once; {@code sessionsPerAddress}: the same from one address;
 *   <li>{@code channelsPerConnection}: session channels one SSH connection may hold open at once
 *       (each is a player, counted against the two limits above as well);
 *   <li>{@code pending}: connections not yet logged in, at once, in a pool of their own (they never
 *       take a player's place); {@code pendingPerAddress}: the same from one address;
 *       {@code authTimeout}: how long one may take to log in;
 *   <li>{@code authAttempts}: authentication attempts per connection, of every method;
 *   <li>{@code idle}: how long a player may send no key; {@code noPlayer}: how long a logged-in
 *       connection may hold no player (whatever keep-alives it sends);
 *   <li>how fast a player's input is read (bytes per second over a burst of {@code inputBurst}
 *       bytes: a person typing, clicking or holding a key stays below; faster input is read more
 *       slowly, and a session whose input is held back for seconds on end is ended);
 *   <li>the largest terminal drawn for (a bigger one is drawn at this size).
 * </ul>
 */
public record Limits(
        int sessions,
        int sessionsPerAddress,
        int authAttempts,
        Duration idle,
        int inputBytesPerSecond,
        int inputBurst,
        int maxColumns,
        int maxRows,
        int channelsPerConnection,
        int pending,
        int pendingPerAddress,
        Duration authTimeout,
        Duration noPlayer) {
    public static final Limits DEFAULT = new Limits(
            100,
            8,
            6,
            Duration.ofMinutes(30),
            512,
            4 * 1024,
            400,
            200,
            2,
            30,
            3,
            Duration.ofSeconds(20),
            Duration.ofSeconds(60));

    public Limits {
        if (sessions < 1
                || sessionsPerAddress < 1
                || authAttempts < 1
                || inputBytesPerSecond < 1
                || inputBurst < 1
                || channelsPerConnection < 1
                || pending < 1
                || pendingPerAddress < 1) {
            throw new IllegalArgumentException("every limit must be at least 1");
        }
        for (Duration d : new Duration[] {idle, authTimeout, noPlayer}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("every time limit must be positive");
            }
        }
    }

    public Limits withSessions(int total, int perAddress) {
        return new Limits(
                total,
                perAddress,
                authAttempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    public Limits withIdle(Duration idle) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                authAttempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    public Limits withInput(int bytesPerSecond, int burst) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                authAttempts,
                idle,
                bytesPerSecond,
                burst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    public Limits withAuthAttempts(int attempts) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                attempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    /** Session channels (players) one SSH connection may hold open at once. */
    public Limits withChannelsPerConnection(int channels) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                authAttempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channels,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    /** Connections not yet logged in: how many at once, from one address, and for how long each. */
    public Limits withPending(int total, int perAddress, Duration timeout) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                authAttempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                total,
                perAddress,
                timeout,
                noPlayer);
    }

    /** How long a logged-in connection may hold no player before it is closed. */
    public Limits withNoPlayer(Duration noPlayer) {
        return new Limits(
                sessions,
                sessionsPerAddress,
                authAttempts,
                idle,
                inputBytesPerSecond,
                inputBurst,
                maxColumns,
                maxRows,
                channelsPerConnection,
                pending,
                pendingPerAddress,
                authTimeout,
                noPlayer);
    }

    /** The limits in one log line, as the gateway starts. */
    String describe() {
        return "limits: " + sessions + " players and " + sessions + " logged-in connections (" + sessionsPerAddress
                + " per address), " + channelsPerConnection + " players per connection; " + pending
                + " connections not yet logged in (" + pendingPerAddress + " per address), "
                + words(authTimeout) + " to log in, " + authAttempts + " authentication attempts per connection; "
                + words(noPlayer) + " without a player on a connection, " + words(idle) + " without a key; "
                + "a player's input read at " + inputBytesPerSecond + " bytes a second past a burst of " + inputBurst;
    }

    static String words(Duration d) {
        return d.toMinutes() >= 1 && d.toSecondsPart() == 0 ? d.toMinutes() + " min" : d.toSeconds() + " s";
    }

    /** The smallest terminal drawn for: the screen needs a few rows and columns to say anything. */
    static final int MIN_COLUMNS = 20;

    static final int MIN_ROWS = 6;

    int columns(int asked) {
        return Math.max(MIN_COLUMNS, Math.min(maxColumns, asked));
    }

    int rows(int asked) {
        return Math.max(MIN_ROWS, Math.min(maxRows, asked));
    }
}
