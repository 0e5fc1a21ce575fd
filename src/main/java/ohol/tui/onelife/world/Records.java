package ohol.tui.onelife.world;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whose graves and whose property the server pointed out ({@code GV}, {@code GM}, {@code GO},
 * {@code OW}), for the look description of a tile. Immutable; the world swaps in a new one when
 * they change, and forgets those far away as it forgets the map.
 */
public record Records(Map<Position, Integer> graves, Map<Position, List<Integer>> owners) {
    public static final Records NONE = new Records(Map.of(), Map.of());

    public Records {
        graves = Map.copyOf(graves);
        owners = Map.copyOf(owners);
    }

    /** Whose grave is at a tile, if the server said. */
    public Optional<Integer> graveOwner(Position at) {
        return Optional.ofNullable(graves.get(at));
    }

    public List<Integer> ownersOf(Position at) {
        return owners.getOrDefault(at, List.of());
    }

    Records grave(Position at, int playerId) {
        Map<Position, Integer> g = new HashMap<>(graves);
        g.put(at, playerId);
        return new Records(g, owners);
    }

    /** The server knows no one lying at {@code at}: whatever we thought lay there, nobody does. */
    Records noGrave(Position at) {
        if (!graves.containsKey(at)) {
            return this;
        }
        Map<Position, Integer> g = new HashMap<>(graves);
        g.remove(at);
        return new Records(g, owners);
    }

    Records moveGrave(Position from, Position to) {
        Integer owner = graves.get(from);
        if (owner == null) {
            return this;
        }
        Map<Position, Integer> g = new HashMap<>(graves);
        g.remove(from);
        g.put(to, owner);
        return new Records(g, owners);
    }

    Records owners(Position at, List<Integer> ids) {
        Map<Position, List<Integer>> o = new HashMap<>(owners);
        o.put(at, List.copyOf(ids));
        return new Records(graves, o);
    }

    Records forgetFar(Position here, int radius) {
        if (!anyFar(graves.keySet(), here, radius) && !anyFar(owners.keySet(), here, radius)) {
            return this;
        }
        Map<Position, Integer> g = new HashMap<>(graves);
        Map<Position, List<Integer>> o = new HashMap<>(owners);
        g.keySet().removeIf(p -> p.chebyshevDistance(here) > radius);
        o.keySet().removeIf(p -> p.chebyshevDistance(here) > radius);
        return new Records(g, o);
    }

    private static boolean anyFar(Iterable<Position> tiles, Position here, int radius) {
        for (Position p : tiles) {
            if (p.chebyshevDistance(here) > radius) {
                return true;
            }
        }
        return false;
    }
}
