package ohol.tui.onelife.input;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Every verb of the action language by name, in the help's order: tile, body, query, screen, script. */
final class VerbTable {
    private static final Map<String, VerbEntry> BY_NAME = build();

    private VerbTable() {}

    private static Map<String, VerbEntry> build() {
        List<VerbEntry> entries = new ArrayList<>();
        entries.addAll(TileVerbs.entries());
        entries.addAll(BodyVerbs.entries());
        entries.addAll(QueryVerbs.entries());
        entries.addAll(ScreenVerbs.entries());
        entries.addAll(ScriptVerbs.entries());
        Map<String, VerbEntry> byName = new LinkedHashMap<>();
        for (VerbEntry e : entries) {
            if (byName.put(e.verb().name(), e) != null) {
                throw new IllegalStateException("verb " + e.verb().name() + " is in the table twice");
            }
        }
        return Collections.unmodifiableMap(byName);
    }

    static Collection<VerbEntry> all() {
        return BY_NAME.values();
    }

    /** The verb of that name, whatever its case. */
    static Optional<VerbEntry> named(String name) {
        return Optional.ofNullable(BY_NAME.get(name.toLowerCase(Locale.ROOT)));
    }

    /** The verb that writes {@code action}. */
    static VerbEntry writing(Action action) {
        for (VerbEntry e : BY_NAME.values()) {
            if (e.writes().test(action)) {
                return e;
            }
        }
        throw new IllegalStateException("no verb writes " + action.getClass().getName());
    }
}
