package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.Optional;

/**
 * What the screen is played under when it is not a live game (a replay): keys it takes before
 * the keymap does, and a line it shows on the screen's second row (in place of the link's figures).
 */
public interface ScreenHost {
    /** A live game: takes no key, shows no line. */
    ScreenHost NONE = new ScreenHost() {
        @Override
        public boolean key(KeyStroke key) {
            return false;
        }

        @Override
        public Optional<String> line() {
            return Optional.empty();
        }
    };

    /**
     * Whether a life is played here: it can be begun again after a death, and leaving it ends it
     * (so the screen asks first). A replay only shows a life: leaving loses nothing.
     */
    default boolean live() {
        return true;
    }

    /** Whether it took {@code key}; asked only while no overlay, prompt or chat line takes the keys. */
    boolean key(KeyStroke key);

    /** Its keys for the help: a heading, then a line a key ({@code KEYS  what they do}); none by default. */
    default List<String> help() {
        return List.of();
    }

    /** The line shown on the screen's second row (in place of the link's figures), if any. */
    Optional<String> line();
}
