package ohol.tui.onelife.gateway;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The players whose sessions are running now, for the idle limit and for stopping. Thread-safe. */
final class Players {
    private final Set<PlayerShell> now = ConcurrentHashMap.newKeySet();

    void add(PlayerShell p) {
        now.add(p);
    }

    void remove(PlayerShell p) {
        now.remove(p);
    }

    List<PlayerShell> all() {
        return List.copyOf(now);
    }

    int count() {
        return now.size();
    }
}
