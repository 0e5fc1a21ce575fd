package ohol.tui.practice;

/** The practice server's threads: daemons, whose failures go to the server's log rather than to the terminal. */
final class Daemons {
    private Daemons() {}

    static Thread thread(String name, Runnable work, PracticeLog log) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.setUncaughtExceptionHandler((thread, failure) -> log.failed(name, failure));
        return t;
    }
}
