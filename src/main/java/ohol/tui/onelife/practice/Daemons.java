package ohol.tui.onelife.practice;

/** The practice server's threads: daemons, whose failures go to the server's log rather than to the terminal. */
final class Daemons {
    private Daemons() {}

    static Thread thread(String name, Runnable work, PracticeLog log) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.setUncaughtExceptionHandler((thread, failure) -> failed(name, failure, log));
        return t;
    }

    /**
     * A daemon's failure, logged; a full heap is the whole process's to end, in its one line: the
     * log's words could not be made then, and the JVM printed a line of its own ("OutOfMemoryError
     * thrown from the UncaughtExceptionHandler") beside the client's.
     */
    private static void failed(String name, Throwable failure, PracticeLog log) {
        Thread.UncaughtExceptionHandler last = Thread.getDefaultUncaughtExceptionHandler();
        if (failure instanceof VirtualMachineError && last != null) {
            last.uncaughtException(Thread.currentThread(), failure);
            return;
        }
        try {
            log.failed(name, failure);
        } catch (Throwable again) {
            // the log itself failed: nothing is left to say it with
        }
    }
}
