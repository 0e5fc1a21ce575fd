package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChange;

/**
 * What one command changed, gathered so that it goes out as the server sends it: one MX with the
 * tiles, one PU with the players, then FX to each player whose food changed.
 */
final class Turn {
    private final List<MapChange.Change> tiles = new ArrayList<>();
    private final Set<PracticePlayer> updated = new LinkedHashSet<>();
    private final Set<PracticePlayer> forced = new LinkedHashSet<>();
    private final Set<PracticePlayer> fed = new LinkedHashSet<>();
    private final Set<PracticePlayer> justAte = new LinkedHashSet<>();
    private final Map<PracticePlayer, Integer> responsible = new LinkedHashMap<>();

    void mapChange(int x, int y, int floor, GameObject o, int playerId) {
        tiles.add(new MapChange.Change(x, y, floor, o, playerId, Optional.empty()));
    }

    void update(PracticePlayer p) {
        updated.add(p);
    }

    /** A PU that puts the player where the server has them (the client must answer FORCE). */
    void force(PracticePlayer p) {
        updated.add(p);
        forced.add(p);
    }

    /** The player ate: their PU says so, and they get an FX. */
    void ate(PracticePlayer p) {
        justAte.add(p);
        food(p, -1);
    }

    /** The player's food changed ({@code by}: who fed them, or -1). */
    void food(PracticePlayer p, int by) {
        fed.add(p);
        responsible.put(p, by);
    }

    List<MapChange.Change> tiles() {
        return tiles;
    }

    Set<PracticePlayer> updated() {
        return updated;
    }

    boolean isForced(PracticePlayer p) {
        return forced.contains(p);
    }

    boolean justAte(PracticePlayer p) {
        return justAte.contains(p);
    }

    Set<PracticePlayer> fed() {
        return fed;
    }

    int responsible(PracticePlayer p) {
        return responsible.getOrDefault(p, -1);
    }
}
