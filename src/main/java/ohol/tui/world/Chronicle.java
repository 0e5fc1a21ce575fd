package ohol.tui.world;

import java.util.ArrayDeque;
import java.util.List;

/**
 * A bounded log of recent entries with the time each came, oldest first: the speech and event
 * panes' scrollback. The oldest entries fall off past the capacity.
 */
public final class Chronicle<T> {
    /** One entry and when it came, on the world's clock. */
    public record Entry<T>(long nanos, T value) {}

    private final int capacity;
    private final ArrayDeque<Entry<T>> entries = new ArrayDeque<>();

    public Chronicle(int capacity) {
        this.capacity = capacity;
    }

    public void add(long nanos, T value) {
        if (entries.size() == capacity) {
            entries.removeFirst();
        }
        entries.addLast(new Entry<>(nanos, value));
    }

    public List<Entry<T>> entries() {
        return List.copyOf(entries);
    }
}
