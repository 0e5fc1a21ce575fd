package ohol.tui.input;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Key bindings: for each mode, a key maps to the actions it performs in order (a macro when
 * there are several). In target mode, a key without its own binding does what it does normally.
 */
public final class Keymap {
    /**
     * The modes bindings belong to, named as in keymap files ({@code [normal]}, {@code [target]},
     * {@code [search]}: while a map search is under way, until Esc).
     */
    public enum Mode {
        NORMAL,
        TARGET,
        SEARCH
    }

    private final Map<Mode, Map<KeyChord, List<Action>>> bindings;

    Keymap(Map<Mode, Map<KeyChord, List<Action>>> bindings) {
        Map<Mode, Map<KeyChord, List<Action>>> copy = new EnumMap<>(Mode.class);
        for (Mode m : Mode.values()) {
            copy.put(m, Collections.unmodifiableMap(new LinkedHashMap<>(bindings.getOrDefault(m, Map.of()))));
        }
        this.bindings = Collections.unmodifiableMap(copy);
    }

    public Optional<List<Action>> lookup(Mode mode, KeyChord key) {
        List<Action> actions = bindings.get(mode).get(key);
        if (actions == null && mode != Mode.NORMAL) {
            actions = bindings.get(Mode.NORMAL).get(key);
        }
        return Optional.ofNullable(actions);
    }

    /** The bindings of one mode, in file order, for the help screen. */
    public Map<KeyChord, List<Action>> bindings(Mode mode) {
        return bindings.get(mode);
    }

    /** This keymap with {@code other}'s bindings laid over it (a player's file over the default). */
    public Keymap overriddenBy(Keymap other) {
        Map<Mode, Map<KeyChord, List<Action>>> merged = new EnumMap<>(Mode.class);
        for (Mode m : Mode.values()) {
            Map<KeyChord, List<Action>> map = new LinkedHashMap<>(bindings.get(m));
            map.putAll(other.bindings.get(m));
            merged.put(m, map);
        }
        return new Keymap(merged);
    }
}
