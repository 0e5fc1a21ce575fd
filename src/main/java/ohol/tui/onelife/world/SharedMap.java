package ohol.tui.onelife.world;

import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A map the world changes and its snapshots share: the unchanging copy a snapshot holds is made
 * once after a change, not once per snapshot, so a frame that did not touch it costs nothing.
 *
 * <p>Confined to the world's thread, like the world.
 */
final class SharedMap<K, V> {
    private final Map<K, V> map;
    private Map<K, V> copy = Map.of();

    private SharedMap(Map<K, V> map) {
        this.map = map;
    }

    static <K, V> SharedMap<K, V> unordered() {
        return new SharedMap<>(new HashMap<>());
    }

    /** In the order entries came, so the oldest can be dropped first. */
    static <K, V> SharedMap<K, V> inArrivalOrder() {
        return new SharedMap<>(new LinkedHashMap<>());
    }

    V get(K key) {
        return map.get(key);
    }

    int size() {
        return map.size();
    }

    void put(K key, V value) {
        map.put(key, value);
        copy = null;
    }

    /** Puts the entry last, as the newest. */
    void putNewest(K key, V value) {
        map.remove(key);
        put(key, value);
    }

    void remove(K key) {
        if (map.remove(key) != null) {
            copy = null;
        }
    }

    /** Drops the oldest entries until at most {@code kept} are left. */
    void keepNewest(int kept) {
        Iterator<K> oldest = map.keySet().iterator();
        while (map.size() > kept && oldest.hasNext()) {
            oldest.next();
            oldest.remove();
            copy = null;
        }
    }

    Collection<V> values() {
        return Collections.unmodifiableCollection(map.values());
    }

    Set<K> keySet() {
        return Collections.unmodifiableSet(map.keySet());
    }

    /** The map as it is now, never changing afterwards. */
    Map<K, V> shared() {
        Map<K, V> c = copy;
        if (c == null) {
            c = Map.copyOf(map);
            copy = c;
        }
        return c;
    }
}
