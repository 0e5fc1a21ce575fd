package ohol.tui.onelife.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.UncheckedIOException;
import ohol.tui.core.net.Failure;
import org.junit.jupiter.api.Test;

/** A full heap or stack is named as such even when it comes wrapped; anything else is a bug. */
class FailureTest {
    @Test
    void theErrorsThemselves() {
        assertEquals(Failure.OUT_OF_MEMORY, Failure.of(new OutOfMemoryError("Java heap space")));
        assertEquals(Failure.OUT_OF_STACK, Failure.of(new StackOverflowError()));
        assertEquals(Failure.INTERNAL, Failure.of(new IllegalStateException("a bug")));
    }

    @Test
    void wrappedByTheJvmOrACatch() {
        // a lambda linked with the heap full, a class's initialiser, a catch that wrapped it
        assertEquals(Failure.OUT_OF_MEMORY, Failure.of(new BootstrapMethodError(new OutOfMemoryError())));
        assertEquals(Failure.OUT_OF_MEMORY, Failure.of(new ExceptionInInitializerError(new OutOfMemoryError())));
        assertEquals(
                Failure.OUT_OF_MEMORY,
                Failure.of(
                        new RuntimeException(new InternalError(new OutOfMemoryError("GC overhead limit exceeded")))));
        assertEquals(Failure.OUT_OF_STACK, Failure.of(new IllegalStateException("x", new StackOverflowError())));
        assertEquals(Failure.INTERNAL, Failure.of(new UncheckedIOException(new java.io.IOException("disk full"))));
    }

    @Test
    void aChainThatNeverEndsIsAnInternalError() {
        Exception a = new Exception("a");
        Exception b = new Exception("b", a);
        a.initCause(b);
        assertEquals(Failure.INTERNAL, Failure.of(a));
        Throwable deep = new OutOfMemoryError();
        for (int i = 0; i < 100; i++) {
            deep = new RuntimeException(deep);
        }
        assertEquals(Failure.INTERNAL, Failure.of(deep), "too deep to be a clue");
    }

    @Test
    void theWordsThePlayerReads() {
        assertEquals("it ran out of memory", Failure.OUT_OF_MEMORY.words());
        assertEquals("it ran out of stack", Failure.OUT_OF_STACK.words());
        assertEquals("an internal error", Failure.INTERNAL.words());
    }
}
