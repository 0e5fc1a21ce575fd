package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.crossfire.protocol.Spell;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.View;

/**
 * The spells list and its cursor, in the pack's place while open: the arrows or {@code j}/{@code
 * k} move it, Enter (or {@code c}) casts the spell under it at once ({@code invoke TAG}), {@code r}
 * readies it for {@code fire} ({@code cast TAG}); by its tag, as the GTK client's spell window
 * sends it. Esc puts it away. It holds to its spell while the list changes.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class SpellCursor {
    private boolean on;
    private final ListPlace<Spell> place = new ListPlace<>(Spell::tag);

    void start() {
        on = true;
        place.reset();
    }

    boolean on() {
        return on;
    }

    /** The tag under the cursor while the list is open (empty inside when the list is). */
    Optional<OptionalLong> shown(View v) {
        if (!on) {
            return Optional.empty();
        }
        return Optional.of(current(v).map(s -> OptionalLong.of(s.tag())).orElse(OptionalLong.empty()));
    }

    List<PlayerAction> key(KeyStroke key, View v) {
        switch (key.getKeyType()) {
            case Escape -> on = false;
            case ArrowDown -> move(v, 1);
            case ArrowUp -> move(v, -1);
            case Enter -> {
                return cast(v, "invoke");
            }
            case Character -> {
                switch (key.getCharacter()) {
                    case 'j' -> move(v, 1);
                    case 'k' -> move(v, -1);
                    case 'c' -> {
                        return cast(v, "invoke");
                    }
                    case 'r' -> {
                        return cast(v, "cast");
                    }
                    case 'Z' -> on = false;
                    default -> {}
                }
            }
            default -> {}
        }
        return List.of();
    }

    String hint(View v) {
        Optional<Spell> s = current(v);
        if (s.isEmpty()) {
            return "Spells: you know none  Esc done";
        }
        return "Spell " + (place.index(v.spells()) + 1) + "/" + v.spells().size()
                + ": Enter cast  r ready (f+way fires)  F1-F8/1-8 quickslot  Esc";
    }

    private List<PlayerAction> cast(View v, String verb) {
        return current(v)
                .<List<PlayerAction>>map(s -> List.of(new PlayerAction.ServerCommand(verb + " " + s.tag())))
                .orElse(List.of());
    }

    private void move(View v, int by) {
        place.move(v.spells(), by);
    }

    /** The spell under the cursor. */
    Optional<Spell> selected(View v) {
        return current(v);
    }

    private Optional<Spell> current(View v) {
        return place.current(v.spells());
    }
}
