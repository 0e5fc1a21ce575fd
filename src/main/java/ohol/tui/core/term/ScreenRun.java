package ohol.tui.core.term;

import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;

/**
 * A screen front-end run on the process's terminal, for every game: SIGHUP, and when the keys are
 * pumped each key read on a thread of its own and each resize, posted as {@link ScreenInput}s; the
 * screen stopped on every way out (the terminal given back as it was found), a failure included.
 */
public final class ScreenRun {
    private ScreenRun() {}

    /** The play itself, once the screen is set up. */
    @FunctionalInterface
    public interface Play<T> {
        T run() throws IOException, InterruptedException;
    }

    /**
     * Runs {@code play} on {@code screen}; {@code pumped}: its keys are read on a thread of their
     * own (a real terminal's; a test's virtual one is polled by the front-end). Empty when the
     * terminal hung up meanwhile ({@link ExitCode#HANGUP}), else what {@code play} returned.
     */
    public static <T> Optional<T> run(Screen screen, boolean pumped, Consumer<ScreenInput> post, Play<T> play)
            throws IOException, InterruptedException {
        Optional<KeyPump> keys = Optional.empty();
        Hangup hangup = Hangup.install(() -> post.accept(new ScreenInput.HungUp()));
        // not try-with-resources: out of memory, the close can fail with the very error the play
        // failed with, and adding it to itself as suppressed turned the one line into a trace
        try {
            if (pumped && screen instanceof TerminalScreen terminal) {
                keys = Optional.of(KeyPump.start(screen, k -> post.accept(ScreenInput.fromTerminal(k))));
                terminal.getTerminal().addResizeListener((t, size) -> post.accept(new ScreenInput.Resized()));
            }
            T played = play.run();
            return hangup.heard() ? Optional.empty() : Optional.of(played);
        } finally {
            keys.ifPresent(KeyPump::close);
            stop(screen);
            hangup.close();
        }
    }

    /** Stops the screen, giving the terminal back; a terminal that hung up cannot be restored, and nothing is lost. */
    public static void stop(Screen screen) {
        try {
            screen.stopScreen();
        } catch (IOException | RuntimeException e) {
            // nothing to give back to
        }
    }
}
