package ohol.tui.onelife.world;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.Names;

/**
 * Names and lineages, the one place they are kept: they outlive sight (a mother who walked off
 * is still our mother). Immutable; the world swaps in a new one when {@code NM} or {@code LN}
 * brings news, so every snapshot shares it for free. A message costs one copy of the map it
 * changes, however many lines it has.
 */
public record Kin(Map<Integer, String> names, Map<Integer, Ancestors> lineages) {
    /**
     * How many players' names and lineages are kept. A life meets a few hundred people at most;
     * past this the oldest are forgotten, so a server cannot grow our memory without end.
     */
    public static final int MAX_KEPT = 4096;

    public static final Kin NONE = new Kin(Map.of(), Map.of());

    public Kin {
        // in arrival order, for forgetting
        names = names instanceof Kept<String> kept ? kept : new Kept<>(new LinkedHashMap<>(names));
        lineages = lineages instanceof Kept<Ancestors> kept ? kept : new Kept<>(new LinkedHashMap<>(lineages));
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

    /** With the names of one {@code NM}, line by line: copies the kept names once, whatever the lines. */
    Kin named(List<Names.Name> lines) {
        return lines.isEmpty()
                ? this
                : new Kin(keptWith(names, lines, Names.Name::playerId, Names.Name::fullName), lineages);
    }

    /** With the lineages of one {@code LN}, line by line: copies the kept lineages once, whatever the lines. */
    Kin withLineages(List<Lineage.Person> lines) {
        return lines.isEmpty()
                ? this
                : new Kin(names, keptWith(lineages, lines, Lineage.Person::playerId, Lineage.Person::ancestors));
    }

    /** Each line put newest in turn, the oldest forgotten past {@link #MAX_KEPT}, as if one by one. */
    private static <L, V> Map<Integer, V> keptWith(
            Map<Integer, V> old, List<L> lines, ToIntFunction<L> id, Function<L, V> value) {
        LinkedHashMap<Integer, V> copy = new LinkedHashMap<>(old);
        for (L line : lines) {
            int key = id.applyAsInt(line);
            copy.remove(key);
            copy.put(key, value.apply(line));
            while (copy.size() > MAX_KEPT) {
                copy.remove(copy.keySet().iterator().next());
            }
        }
        return new Kept<>(copy);
    }

    /**
     * A kept map only Kin holds, never changed once made: a new Kin takes it as it is, where any
     * other map is copied, so a message copies only the map it changes, and that once.
     */
    private static final class Kept<V> extends AbstractMap<Integer, V> {
        private final Map<Integer, V> map;

        Kept(LinkedHashMap<Integer, V> map) {
            this.map = Collections.unmodifiableMap(map);
        }

        @Override
        public Set<Entry<Integer, V>> entrySet() {
            return map.entrySet();
        }

        @Override
        public V get(Object key) {
            return map.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return map.containsKey(key);
        }

        @Override
        public int size() {
            return map.size();
        }
    }
}
