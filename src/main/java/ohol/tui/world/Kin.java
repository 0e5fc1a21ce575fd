package ohol.tui.world;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.protocol.server.Ancestors;

/**
 * Names and lineages, the one place they are kept: they outlive sight (a mother who walked off
 * is still our mother). Immutable; the world swaps in a new one when {@code NM} or {@code LN}
 * brings news, so every snapshot shares it for free.
 */
public record Kin(Map<Integer, String> names, Map<Integer, Ancestors> lineages) {
    /**
     * How many players' names and lineages are kept. A life meets a few hundred people at most;
     * past this the oldest are forgotten, so a server cannot grow our memory without end.
     */
    public static final int MAX_KEPT = 4096;

    public static final Kin NONE = new Kin(Map.of(), Map.of());

    public Kin {
        names = Collections.unmodifiableMap(new LinkedHashMap<>(names)); // in arrival order, for forgetting
        lineages = Collections.unmodifiableMap(new LinkedHashMap<>(lineages));
    }

    public Optional<String> name(int playerId) {
        return Optional.ofNullable(names.get(playerId));
    }

    /** Their name, or {@code #id} while they have none. */
    public String nameOf(int playerId) {
        String name = names.get(playerId);
        return name != null ? name : "#" + playerId;
    }

    public Optional<Ancestors> lineage(int playerId) {
        return Optional.ofNullable(lineages.get(playerId));
    }

    public OptionalInt motherOf(int playerId) {
        Ancestors a = lineages.get(playerId);
        return a == null ? OptionalInt.empty() : a.motherId();
    }

    Kin named(int playerId, String name) {
        return new Kin(bounded(names, playerId, name), lineages);
    }

    Kin withLineage(int playerId, Ancestors ancestors) {
        return new Kin(names, bounded(lineages, playerId, ancestors));
    }

    private static <V> Map<Integer, V> bounded(Map<Integer, V> old, int id, V value) {
        LinkedHashMap<Integer, V> copy = new LinkedHashMap<>(old);
        copy.remove(id);
        copy.put(id, value);
        var oldest = copy.keySet().iterator();
        while (copy.size() > MAX_KEPT && oldest.hasNext()) {
            oldest.next();
            oldest.remove();
        }
        return copy;
    }
}
