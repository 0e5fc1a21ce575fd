package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.crossfire.session.PlayerAction;

/**
 * The look key's cursor: it starts on the player, the walking keys move it, Enter (or the look
 * key again) asks the server what is there ({@code lookat DX DY}, its answer in the messages) and
 * Escape puts it away. Kept within the largest map a server sends.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class LookCursor {
    static final int REACH = 12;

    private boolean on;
    private int dx;
    private int dy;

    void start() {
        on = true;
        dx = 0;
        dy = 0;
    }

    boolean on() {
        return on;
    }

    int dx() {
        return dx;
    }

    int dy() {
        return dy;
    }

    /** What a key does while the cursor is out: moves it, looks there, or puts it away. */
    List<PlayerAction> key(KeyStroke key, Keymap<KeyAction> keymap) {
        if (key.getKeyType() == KeyType.Escape) {
            on = false;
            return List.of();
        }
        Optional<List<KeyAction>> bound = keymap.lookup(Keys.PLAY, KeyChord.of(key));
        boolean look = key.getKeyType() == KeyType.Enter
                || bound.map(b -> b.contains(new KeyAction.Screen(KeyAction.Kind.LOOK)))
                        .orElse(false);
        if (look) {
            return List.of(new PlayerAction.LookAt(dx, dy));
        }
        bound.ifPresent(actions -> actions.forEach(a -> {
            if (a instanceof KeyAction.Play p && p.action() instanceof PlayerAction.Walk w) {
                dx = Math.max(-REACH, Math.min(REACH, dx + w.direction().dx));
                dy = Math.max(-REACH, Math.min(REACH, dy + w.direction().dy));
            }
        }));
        return List.of();
    }

    String hint() {
        return "Look at " + dx + "," + dy + ": walking keys move, Enter or ; looks, Esc done";
    }
}
