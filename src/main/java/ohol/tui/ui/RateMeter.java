package ohol.tui.ui;

/**
 * The status line's bytes per second: what the connection received and sent and what the screen
 * sent the terminal, each averaged over {@link #WINDOW_NANOS}. A meter that changed every second
 * would itself be most of what an idle screen sends over ssh, so the figures change only once a
 * window, and the screen need repaint only when what it shows of them changed.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class RateMeter {
    static final long WINDOW_NANOS = 5_000_000_000L;

    /** The three counters' totals at one moment. */
    record Totals(long in, long out, long screen) {}

    private long since;
    private Totals last = new Totals(0, 0, 0);
    private long inPerSecond;
    private long outPerSecond;
    private long screenPerSecond;

    RateMeter(long now) {
        since = now;
    }

    /**
     * Takes the totals at {@code now}, once a window has passed (else nothing); true when the
     * figures as shown changed.
     */
    boolean take(Totals now, long nanos) {
        if (nanos - since < WINDOW_NANOS) {
            return false;
        }
        double seconds = (nanos - since) / 1e9;
        String before = shown();
        inPerSecond = (long) ((now.in() - last.in()) / seconds);
        outPerSecond = (long) ((now.out() - last.out()) / seconds);
        screenPerSecond = (long) ((now.screen() - last.screen()) / seconds);
        last = now;
        since = nanos;
        return !before.equals(shown());
    }

    private String shown() {
        return StatusPane.rates(inPerSecond, outPerSecond, screenPerSecond);
    }

    long inPerSecond() {
        return inPerSecond;
    }

    long outPerSecond() {
        return outPerSecond;
    }

    long screenPerSecond() {
        return screenPerSecond;
    }
}
