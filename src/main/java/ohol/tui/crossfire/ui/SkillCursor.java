package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.Skill;
import ohol.tui.crossfire.world.View;

/**
 * The skills list and its cursor, in the pack's place while open, as the GTK client's skills
 * window: the arrows or {@code j}/{@code k} move it, Enter readies the skill under it
 * ({@code ready_skill NAME}: {@code f} and a way then fire it), {@code u} uses it at once
 * ({@code use_skill NAME}). Esc (or {@code S}) puts it away. It holds to its skill while the list
 * changes.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class SkillCursor {
    private boolean on;
    private final ListPlace<Skill> place = new ListPlace<>(Skill::code);

    void start() {
        on = true;
        place.reset();
    }

    boolean on() {
        return on;
    }

    /** The code under the cursor while the list is open (empty inside when the list is). */
    Optional<OptionalLong> shown(View v) {
        if (!on) {
            return Optional.empty();
        }
        return Optional.of(current(v).map(s -> OptionalLong.of(s.code())).orElse(OptionalLong.empty()));
    }

    List<PlayerAction> key(KeyStroke key, View v) {
        switch (key.getKeyType()) {
            case Escape -> on = false;
            case ArrowDown -> move(v, 1);
            case ArrowUp -> move(v, -1);
            case Enter -> {
                return send(v, "ready_skill");
            }
            case Character -> {
                switch (key.getCharacter()) {
                    case 'j' -> move(v, 1);
                    case 'k' -> move(v, -1);
                    case 'u' -> {
                        return send(v, "use_skill");
                    }
                    case 'S' -> on = false;
                    default -> {}
                }
            }
            default -> {}
        }
        return List.of();
    }

    String hint(View v) {
        if (current(v).isEmpty()) {
            return "Skills: the server told none yet  Esc done";
        }
        return "Skill " + (place.index(v.skills()) + 1) + "/" + v.skills().size()
                + ": Enter ready (f+way fires)  u use  F1-F8/1-8 quickslot  Esc";
    }

    /** The skill under the cursor. */
    Optional<Skill> selected(View v) {
        return current(v);
    }

    private List<PlayerAction> send(View v, String verb) {
        return current(v)
                .<List<PlayerAction>>map(s -> List.of(new PlayerAction.ServerCommand(verb + " " + s.name())))
                .orElse(List.of());
    }

    private void move(View v, int by) {
        place.move(v.skills(), by);
    }

    private Optional<Skill> current(View v) {
        return place.current(v.skills());
    }
}
