package ohol.tui.core.term;

import java.util.Locale;

/**
 * The status line's bytes per second: what the connection received and sent and what the screen
 * sent the terminal, each averaged over {@link #WINDOW_NANOS}. A meter that changed every second
 * would itself be most of what an idle screen sends over ssh, so the figures change only once a
 * window, and the screen need repaint only when what it shows of them changed.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class RateMeter {
    public static final long WINDOW_NANOS = 5_000_000_000L;

    /** The three counters' totals at one moment. */
    public record Totals(long in, long out, long screen) {}

    private long since;
    private Totals last = new Totals(0, 0, 0);
    private long inPerSecond;
    private long outPerSecond;
    private long screenPerSecond;

    public RateMeter(long now) {
        since = now;
    }

    /**
     * Takes the totals at {@code now}, once a window has passed (else nothing); true when the
     * figures as shown changed.
     */
    public boolean take(Totals now, long nanos) {
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
        return rates(inPerSecond, outPerSecond, screenPerSecond);
    }

    public long inPerSecond() {
        return inPerSecond;
    }

    public long outPerSecond() {
        return outPerSecond;
    }

    public long screenPerSecond() {
        return screenPerSecond;
    }

    /** The three meters as shown: {@code in 260 B/s out 10 B/s screen 1.2 kB/s}. */
    public static String rates(long in, long out, long screen) {
        return "in " + rate(in) + " out " + rate(out) + " screen " + rate(screen);
    }

    /** Two significant figures at most, so small wobbles do not change what is shown. */
    public static String rate(long bytesPerSecond) {
        if (bytesPerSecond < 1024) {
            long step = bytesPerSecond < 100 ? 10 : 100;
            return bytesPerSecond < 10
                    ? bytesPerSecond + " B/s"
                    : Math.round((double) bytesPerSecond / step) * step + " B/s";
        }
        return String.format(Locale.ROOT, "%.1f kB/s", bytesPerSecond / 1024.0);
    }
}
