package ohol.tui;

import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Waiting for what a test expects to happen, instead of sleeping and hoping it did: the condition
 * is asked again and again until it holds, and a test that waited too long fails saying what it
 * waited for. The limits are generous (a busy machine is slow, not wrong); they are never what a
 * test checks.
 */
public final class Await {
    private static final long POLL_MILLIS = 10;

    private Await() {}

    /** Waits until {@code condition} holds; fails after {@code limit}, saying {@code what} was awaited. */
    public static void until(Duration limit, BooleanSupplier condition, String what) throws InterruptedException {
        until(limit, condition, () -> what);
    }

    /** As {@link #until(Duration, BooleanSupplier, String)}, the failure's words made only when it fails (a screen, a log). */
    public static void until(Duration limit, BooleanSupplier condition, Supplier<String> what)
            throws InterruptedException {
        if (!within(limit, condition)) {
            throw new AssertionError("timed out after " + limit.toMillis() + " ms waiting for " + what.get());
        }
    }

    /**
     * Reads {@code value} until it is {@code wanted} and returns it; fails after {@code limit} with
     * {@code failure} of the last value read (what the screen showed instead, say).
     */
    public static <T> T until(
            Duration limit, Supplier<T> value, Predicate<? super T> wanted, Function<? super T, String> failure)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            T now = value.get();
            if (wanted.test(now)) {
                return now;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError(failure.apply(now));
            }
            Thread.sleep(POLL_MILLIS);
        }
    }

    /** Whether {@code condition} came to hold within {@code limit}; for callers that report it themselves. */
    public static boolean within(Duration limit, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(POLL_MILLIS);
        }
        return true;
    }

    /** The threads alive now: to wait later for those started since to end ({@link #endedSince}). */
    public static Set<Thread> threads() {
        return Set.copyOf(Thread.getAllStackTraces().keySet());
    }

    /** Whether every thread named with one of {@code prefixes} and not in {@code before} has ended. */
    public static boolean endedSince(Set<Thread> before, String... prefixes) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !before.contains(t) && t.isAlive())
                .noneMatch(t -> Arrays.stream(prefixes).anyMatch(t.getName()::startsWith));
    }

    /**
     * Whether {@code thread} has ended or waits on a condition (a {@code Condition.await} or
     * {@code Object.wait}): a poster held at a full queue, say. Merely contending for a lock does
     * not count, since that ends by itself.
     */
    public static boolean waitingOrEnded(Thread thread) {
        Thread.State state = thread.getState();
        if (state == Thread.State.TERMINATED) {
            return true;
        }
        if (state != Thread.State.WAITING && state != Thread.State.TIMED_WAITING) {
            return false;
        }
        for (StackTraceElement frame : thread.getStackTrace()) {
            boolean conditionAwait = frame.getClassName().endsWith("$ConditionObject")
                    && frame.getMethodName().startsWith("await");
            boolean objectWait = frame.getClassName().equals("java.lang.Object")
                    && frame.getMethodName().startsWith("wait");
            if (conditionAwait || objectWait) {
                return true;
            }
        }
        return false;
    }
}
