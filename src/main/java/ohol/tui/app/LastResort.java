package ohol.tui.app;

import java.io.PrintStream;
import java.nio.file.Path;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.Failure;

/**
 * How the client ends when it cannot go on: an {@link Error} (out of memory, out of stack) on any
 * thread, or anything a thread of its own let escape. The terminal is given back first, then one
 * line says why on standard error, and the status is {@link ExitCode#INTERNAL_ERROR}: never a
 * raw trace, never a thread dying quietly while the screen and the keep-alives go on. A bug's
 * line names the failure and the {@link CrashReport} that holds its trace.
 *
 * <p>A full heap cannot be trusted to lend what this needs: a reserve is kept from the start and
 * let go first, and the lines are made beforehand.
 */
final class LastResort implements Thread.UncaughtExceptionHandler {
    /** About what giving the terminal back (a few stty runs) and one line need. */
    private static final int RESERVE_BYTES = 4 << 20;

    /** How long the first failure may take to end the process before it is ended without it. */
    private static final long GRACE_MILLIS = 10_000;

    /** The lines, one per {@link Failure}, made while there is memory to make them. */
    private static final String[] LINES = lines();

    /** Of the heap's most, the share in use after a collection that counts as having none left. */
    private static final int FULL_PERCENT = 90;

    private volatile Runnable giveTerminalBack;
    private final PrintStream err;
    private final CrashReport reports;
    private final int status = ExitCode.INTERNAL_ERROR.status();
    private volatile byte[] reserve = new byte[RESERVE_BYTES];
    private boolean ending;
    /** Whether the one line saying why the client stopped has been said, here or by the game's end. */
    private boolean told;

    private LastResort(Runnable giveTerminalBack, PrintStream err, CrashReport reports) {
        this.giveTerminalBack = giveTerminalBack;
        this.err = err;
        this.reports = reports;
    }

    /** Ends the process this way on any thread's uncaught failure, giving the terminal back with {@code giveTerminalBack}. */
    static LastResort install(Runnable giveTerminalBack) {
        if (Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort installed) {
            installed.giveTerminalBack = giveTerminalBack;
            return installed;
        }
        LastResort resort = new LastResort(giveTerminalBack, System.err, CrashReport.forUser(System.getenv()));
        Thread watchdog = new Thread(resort::watch, "last resort");
        watchdog.setDaemon(true);
        watchdog.start();
        Thread.setDefaultUncaughtExceptionHandler(resort);
        return resort;
    }

    /** The handler installed now, or a new one that has no terminal to give back. */
    static LastResort current() {
        return Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort resort ? resort : install(() -> {});
    }

    /** The reports of the handler installed now, which the {@code --log} file gets too; else none. */
    static void alsoLogTo(Path log) {
        if (Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort resort) {
            resort.reports.alsoLogTo(log);
        }
    }

    /**
     * Says in the one line (unless another has) a bug that a command let escape, with its report
     * written by the installed handler's reports, else {@code fallback}; the status to end with.
     */
    static int tell(Exception failure, java.io.PrintWriter err, CrashReport fallback) {
        if (mayTell()) {
            CrashReport reports = Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort resort
                    ? resort.reports
                    : fallback;
            err.println(reports.report(Failure.INTERNAL.words(), Thread.currentThread(), failure));
            err.flush();
        }
        return ExitCode.INTERNAL_ERROR.status();
    }

    /**
     * The line for a bug met on a connection's own thread, which ended the connection rather than
     * the process: its report written by the installed handler's reports, else {@code fallback}.
     */
    static String lineFor(CloseReason reason, CloseReason.Failed failed, CrashReport fallback) {
        CrashReport reports =
                Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort resort ? resort.reports : fallback;
        return reports.report(reason.detail(), failed.thread(), failed.failure());
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        end(thread, failure);
    }

    /** Gives the terminal back, says why in one line and exits with status 4. Does not return. */
    void end(Throwable failure) {
        end(Thread.currentThread(), failure);
    }

    private void end(Thread thread, Throwable failure) {
        // nothing here may need the heap before the reserve is let go: an AtomicBoolean's first
        // compareAndSet links a VarHandle, which allocates, and the JVM then printed "thrown from
        // the UncaughtExceptionHandler" for every thread and ended with status 1, or hung
        boolean first;
        synchronized (this) {
            first = !ending;
            ending = true;
            notifyAll();
        }
        if (!first) {
            // another thread failed first and is ending the process: a second line would only
            // garble the one that counts
            awaitTheEnd();
        }
        reserve = null;
        try {
            try {
                giveTerminalBack.run();
            } catch (Throwable again) {
                // the line and the status still matter more
            }
            if (!tell()) {
                // the game's own end is saying why (a connection's thread ran out first) and ends
                // the process with the same status; the watch ends it if that never comes
                awaitTheEnd();
            }
            Failure what = Failure.of(failure);
            if (what == Failure.INTERNAL && heapFull()) {
                // whatever failed had no memory to work with: a class whose initialiser ran out of
                // it fails after that with no cause given, and a catch may have wrapped it
                what = Failure.OUT_OF_MEMORY;
            }
            String line = LINES[what.ordinal()];
            if (what == Failure.INTERNAL) {
                // a bug, not a want of memory: there is room to name it and write its report
                try {
                    line = reports.report(what.words(), thread, failure);
                } catch (Throwable again) {
                    // the plain line still says why
                }
            }
            err.println(line);
            err.flush();
            System.exit(status);
        } finally {
            Runtime.getRuntime().halt(status); // exit itself ran out of memory: end all the same
        }
    }

    /**
     * Started beforehand, since a full heap may not lend a new thread: once a failure is being
     * handled, ends the process if that has not happened within the grace. Giving the terminal back
     * waits for stty runs, and the JVM thread that reaps them can itself run out of memory and die,
     * leaving the wait, and the client, hanging for ever.
     */
    private void watch() {
        try {
            synchronized (this) {
                while (!ending) {
                    wait();
                }
            }
            Thread.sleep(GRACE_MILLIS);
        } catch (InterruptedException e) {
            // ending all the same
        }
        Runtime.getRuntime().halt(status);
    }

    /**
     * Whether the caller may say, in the one line, why the client stopped: true once, to the first
     * to ask, whether that is a failing thread here or the game ending on an internal error.
     */
    static boolean mayTell() {
        return !(Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort resort) || resort.tell();
    }

    private synchronized boolean tell() {
        boolean first = !told;
        told = true;
        return first;
    }

    /** Whether the heap, collected now, is still all but full. Allocates nothing. */
    private static boolean heapFull() {
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        long used = runtime.totalMemory() - runtime.freeMemory();
        return used * 100 > runtime.maxMemory() * FULL_PERCENT;
    }

    private static String[] lines() {
        Failure[] all = Failure.values();
        String[] lines = new String[all.length];
        for (Failure failure : all) {
            lines[failure.ordinal()] = "ohol-tui: the client stopped: " + failure.words();
        }
        return lines;
    }

    private static void awaitTheEnd() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // the process is ending all the same
            }
        }
    }
}
