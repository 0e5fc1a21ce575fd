package ohol.tui.core.keys;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Key bindings: for each mode, a key maps to the actions ({@code T}) it performs in order (a
 * macro when there are several). In any other mode, a key without its own binding does what it
 * does in the base mode.
 */
public final class Keymap<T> {
    private final KeyMode base;
    private final Map<KeyMode, Map<KeyChord, List<T>>> bindings;

    /** {@code modes} are all the modes there are, the base first; {@code bindings} may lack some. */
    public Keymap(List<KeyMode> modes, Map<KeyMode, Map<KeyChord, List<T>>> bindings) {
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("a keymap needs a mode");
        }
        this.base = modes.get(0);
        Map<KeyMode, Map<KeyChord, List<T>>> copy = new LinkedHashMap<>();
        for (KeyMode m : modes) {
            copy.put(m, Collections.unmodifiableMap(new LinkedHashMap<>(bindings.getOrDefault(m, Map.of()))));
        }
        for (KeyMode m : bindings.keySet()) {
            if (!copy.containsKey(m)) {
                throw new IllegalArgumentException("no mode '" + m.name() + "'");
            }
        }
        this.bindings = Collections.unmodifiableMap(copy);
    }

    public Optional<List<T>> lookup(KeyMode mode, KeyChord key) {
        List<T> actions = bindings.getOrDefault(mode, Map.of()).get(key);
        if (actions == null && !mode.equals(base)) {
            actions = bindings.get(base).get(key);
        }
        return Optional.ofNullable(actions);
    }

    /** The bindings of one mode, in file order, for the help screen. */
    public Map<KeyChord, List<T>> bindings(KeyMode mode) {
        return bindings.getOrDefault(mode, Map.of());
    }

    /** The modes, the base first. */
    public Set<KeyMode> modes() {
        return bindings.keySet();
    }

    /** This keymap with {@code other}'s bindings laid over it (a player's file over the default). */
    public Keymap<T> overriddenBy(Keymap<T> other) {
        Map<KeyMode, Map<KeyChord, List<T>>> merged = new LinkedHashMap<>();
        for (KeyMode m : bindings.keySet()) {
            Map<KeyChord, List<T>> map = new LinkedHashMap<>(bindings.get(m));
            map.putAll(other.bindings(m));
            merged.put(m, map);
        }
        return new Keymap<>(List.copyOf(bindings.keySet()), merged);
    }
}
