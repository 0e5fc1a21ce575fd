package ohol.tui.crossfire.ui;

import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * A cursor's place in a list the server changes under it: it holds to its entry (by the key
 * {@code keyOf} gives, a tag or a code); when that entry goes, the one now in its place is under
 * it. Shared by the lists of spells and of skills.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class ListPlace<T> {
    private final ToLongFunction<T> keyOf;
    private int index;
    private long key = -1;

    ListPlace(ToLongFunction<T> keyOf) {
        this.keyOf = keyOf;
    }

    /** Back to the list's first entry. */
    void reset() {
        index = 0;
        key = -1;
    }

    /** Where the cursor is in {@code list}, from 0. */
    int index(List<T> list) {
        sync(list);
        return index;
    }

    /** Moves {@code by} entries, within the list. */
    void move(List<T> list, int by) {
        sync(list);
        if (!list.isEmpty()) {
            index = Math.max(0, Math.min(list.size() - 1, index + by));
            key = keyOf.applyAsLong(list.get(index));
        }
    }

    /** The entry under the cursor, the place brought up to date with the list first. */
    Optional<T> current(List<T> list) {
        sync(list);
        return list.isEmpty() ? Optional.empty() : Optional.of(list.get(index));
    }

    private void sync(List<T> list) {
        for (int i = 0; i < list.size(); i++) {
            if (keyOf.applyAsLong(list.get(i)) == key) {
                index = i;
                return;
            }
        }
        index = Math.max(0, Math.min(list.size() - 1, index));
        key = list.isEmpty() ? -1 : keyOf.applyAsLong(list.get(index));
    }
}
