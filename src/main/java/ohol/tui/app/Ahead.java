package ohol.tui.app;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Start-up work begun on a daemon thread of its own (a command that stops early does not wait for
 * it) and waited for where its result is needed, its failure thrown there as it was thrown.
 */
final class Ahead {
    /** Work that may fail with a checked exception. */
    @FunctionalInterface
    interface Work<T> {
        T make() throws Exception;
    }

    private Ahead() {}

    static <T> CompletableFuture<T> start(String threadName, Work<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread worker = new Thread(
                () -> {
                    try {
                        result.complete(work.make());
                    } catch (Exception | Error e) {
                        result.completeExceptionally(e);
                    }
                },
                threadName);
        worker.setDaemon(true);
        worker.start();
        return result;
    }

    /** The result; a failure of kind {@code thrown}, or unchecked, is thrown as the work threw it. */
    static <T, X extends Exception> T join(CompletableFuture<T> result, Class<X> thrown) throws X {
        try {
            return result.join();
        } catch (CompletionException e) {
            if (thrown.isInstance(e.getCause())) {
                throw thrown.cast(e.getCause());
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }
}
