package ohol.tui.onelife.gateway;

import java.time.Duration;

/**
 * What one gateway allows: sessions in all and from one address, authentication attempts per
 * connection, how long a player may send no key, how fast a player may send input (bytes per
 * second over a burst of {@code inputBurst} bytes: a person typing or holding a key stays far
 * below; a paste of megabytes does not), and the largest terminal drawn for (a bigger one is
 * drawn at this size).
 */
public record Limits(
        int sessions,
        int sessionsPerAddress,
        int authAttempts,
        Duration idle,
        int inputBytesPerSecond,
        int inputBurst,
        int maxColumns,
        int maxRows) {
    public static final Limits DEFAULT = new Limits(100, 8, 6, Duration.ofMinutes(30), 2048, 16 * 1024, 400, 200);

    public Limits {
        if (sessions < 1 || sessionsPerAddress < 1 || authAttempts < 1 || inputBytesPerSecond < 1 || inputBurst < 1) {
            throw new IllegalArgumentException("every limit must be at least 1");
        }
        if (idle.isNegative() || idle.isZero()) {
            throw new IllegalArgumentException("the idle time must be positive");
        }
    }

    public Limits withSessions(int total, int perAddress) {
        return new Limits(total, perAddress, authAttempts, idle, inputBytesPerSecond, inputBurst, maxColumns, maxRows);
    }

    public Limits withIdle(Duration idle) {
        return new Limits(
                sessions, sessionsPerAddress, authAttempts, idle, inputBytesPerSecond, inputBurst, maxColumns, maxRows);
    }

    public Limits withInput(int bytesPerSecond, int burst) {
        return new Limits(sessions, sessionsPerAddress, authAttempts, idle, bytesPerSecond, burst, maxColumns, maxRows);
    }

    public Limits withAuthAttempts(int attempts) {
        return new Limits(
                sessions, sessionsPerAddress, attempts, idle, inputBytesPerSecond, inputBurst, maxColumns, maxRows);
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
