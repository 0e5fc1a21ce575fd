package ohol.tui.crossfire.ui;

import java.util.List;
import java.util.Optional;
import ohol.tui.crossfire.session.Direction;
import ohol.tui.crossfire.session.PlayerAction;

/**
 * Running and aiming on the walking keys. The GTK client runs while Shift and a direction are
 * held ({@code run N}, then {@code run_stop} on the release) and fires while Ctrl is ({@code fire
 * N}, {@code fire_stop}); a terminal tells no release, so a run lasts until something stops it on
 * the server or the player presses a key (the same run key only stops it, another key stops it and
 * does its own thing), and the aim key ({@code f}) makes the next walking key fire once.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Motion {
    private Optional<Direction> running = Optional.empty();
    private boolean aiming;

    void aim() {
        aiming = true;
    }

    boolean aiming() {
        return aiming;
    }

    /** The aimed shot of the key after the aim key: a walking key's way, nothing for another key. */
    List<PlayerAction> fire(List<KeyAction> bound) {
        aiming = false;
        return direction(bound)
                .<List<PlayerAction>>map(d -> List.of(new PlayerAction.Fire(d)))
                .orElse(List.of());
    }

    /**
     * Ends the run a key interrupts: whether the key was the same run's, which does nothing more
     * (another key goes on to do what it is bound to).
     */
    boolean stop(List<KeyAction> bound) {
        Optional<Direction> was = running;
        running = Optional.empty();
        return bound.size() == 1
                && bound.get(0) instanceof KeyAction.Play p
                && p.action() instanceof PlayerAction.Run r
                && was.equals(Optional.of(r.direction()));
    }

    /** Notes a run among the actions a key sent. */
    void started(List<PlayerAction> sent) {
        for (PlayerAction a : sent) {
            if (a instanceof PlayerAction.Run r) {
                running = Optional.of(r.direction());
            } else if (a instanceof PlayerAction.RunStop) {
                running = Optional.empty();
            }
        }
    }

    String hint() {
        if (aiming) {
            return "Fire which way? (a walking key; Esc: none)";
        }
        return running.map(d -> "Running " + d.word() + ": any key stops (the same key only stops)")
                .orElse("");
    }

    boolean running() {
        return running.isPresent();
    }

    /** The way a walking, running or firing key goes. */
    private static Optional<Direction> direction(List<KeyAction> bound) {
        if (bound.size() != 1 || !(bound.get(0) instanceof KeyAction.Play p)) {
            return Optional.empty();
        }
        PlayerAction a = p.action();
        if (a instanceof PlayerAction.Walk w) {
            return Optional.of(w.direction());
        }
        if (a instanceof PlayerAction.Run r) {
            return Optional.of(r.direction());
        }
        if (a instanceof PlayerAction.Fire f) {
            return Optional.of(f.direction());
        }
        return Optional.empty();
    }
}
