package ohol.tui.onelife.world;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A bounded log of recent entries with the time each came, oldest first: the speech and event
 * panes' scrollback. The oldest entries fall off past the capacity.
 *
 * <p>{@link #entries()} costs nothing to take: entries are kept in an array that is only ever
 * appended to (a full one is replaced, not reused), so a list over the part written so far never
 * changes, and every snapshot shares it.
 */
public final class Chronicle<T> {
    private static final int FIRST_ROOM = 16;

    /** One entry and when it came, on the world's clock. */
    public record Entry<T>(long nanos, T value) {}

    private final int capacity;
    private Object[] items = new Object[FIRST_ROOM];
    private int start;
    private int end;

    public Chronicle(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity);
        }
        this.capacity = capacity;
    }

    public void add(long nanos, T value) {
        if (end == items.length) {
            Object[] room = new Object[Math.max(FIRST_ROOM, 2 * Math.min(capacity, end - start + 1))];
            System.arraycopy(items, start, room, 0, end - start);
            end -= start;
            start = 0;
            items = room;
        }
        items[end++] = new Entry<>(nanos, value);
        if (end - start > capacity) {
            start++; // left in the array: older lists still show it
        }
    }

    /** The entries now, never changing afterwards. */
    public List<Entry<T>> entries() {
        return new Written<>(items, start, end);
    }

    /** The entries as they stand, whatever list they came in, as a list that never changes. */
    static <T> List<Entry<T>> frozen(List<Entry<T>> entries) {
        return entries instanceof Written<T> ? entries : List.copyOf(entries);
    }

    /** A part of the array that is written once and for all. */
    private static final class Written<T> extends AbstractList<Entry<T>> implements RandomAccess {
        private final Object[] items;
        private final int from;
        private final int to;

        Written(Object[] items, int from, int to) {
            this.items = items;
            this.from = from;
            this.to = to;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Entry<T> get(int index) {
            if (index < 0 || index >= to - from) {
                throw new IndexOutOfBoundsException(index);
            }
            return (Entry<T>) items[from + index];
        }

        @Override
        public int size() {
            return to - from;
        }
    }
}
