package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A list the world changes and its snapshots share, made unchanging once after a change rather
 * than once per snapshot (see {@link SharedMap}). Confined to the world's thread.
 */
final class SharedList<T> {
    private final List<T> list = new ArrayList<>();
    private List<T> copy = List.of();

    int size() {
        return list.size();
    }

    void add(T value) {
        list.add(value);
        copy = null;
    }

    void removeOldest() {
        list.remove(0);
        copy = null;
    }

    void removeIf(Predicate<? super T> gone) {
        if (list.removeIf(gone)) {
            copy = null;
        }
    }

    /** The list as it is now, never changing afterwards. */
    List<T> shared() {
        List<T> c = copy;
        if (c == null) {
            c = List.copyOf(list);
            copy = c;
        }
        return c;
    }
}
