package ohol.tui.onelife.data;

import java.util.concurrent.atomic.AtomicInteger;

/** Counts finished files from several threads and reports about a hundred steps, in order. */
final class ProgressCounter {
    private final LoadProgress progress;
    private final int total;
    private final int step;
    private final AtomicInteger done = new AtomicInteger();
    private int reported = -1;

    ProgressCounter(LoadProgress progress, int total) {
        this.progress = progress;
        this.total = total;
        this.step = Math.max(1, total / 100);
    }

    void start() {
        report(0);
    }

    void oneDone() {
        int now = done.incrementAndGet();
        if (now % step == 0 || now == total) {
            report(now);
        }
    }

    private synchronized void report(int now) {
        if (now > reported) {
            reported = now;
            progress.update(now, total);
        }
    }
}
