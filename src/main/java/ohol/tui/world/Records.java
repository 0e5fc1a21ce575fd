package ohol.tui.world;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.protocol.server.ServerMessage;

/**
 * What the server told us that is neither map nor people: graves and their owners, property
 * owners, and the latest of each informational message (valley spacing, bad biomes, war report,
 * homeland, learned tools...), kept for the panes and for headless queries.
 *
 * <p>Thread safety: confined like the {@link World}.
 */
public final class Records {
    private final Map<Position, Integer> graves = new HashMap<>();
    private final Map<Position, List<Integer>> owners = new HashMap<>();
    private final Map<String, ServerMessage> latest = new HashMap<>();

    void grave(Position at, int playerId) {
        graves.put(at, playerId);
    }

    void moveGrave(Position from, Position to) {
        Integer owner = graves.remove(from);
        if (owner != null) {
            graves.put(to, owner);
        }
    }

    void owners(Position at, List<Integer> ids) {
        owners.put(at, List.copyOf(ids));
    }

    void latest(ServerMessage message) {
        latest.put(message.tag(), message);
    }

    void forgetFar(Position here, int radius) {
        graves.keySet().removeIf(p -> p.chebyshevDistance(here) > radius);
        owners.keySet().removeIf(p -> p.chebyshevDistance(here) > radius);
    }

    /** Whose grave is at a tile, if the server said. */
    public Optional<Integer> graveOwner(Position at) {
        return Optional.ofNullable(graves.get(at));
    }

    public List<Integer> ownersOf(Position at) {
        return owners.getOrDefault(at, List.of());
    }

    /** The latest message of a tag among those only recorded ({@code VS}, {@code BB}, {@code WR}, ...). */
    public <T extends ServerMessage> Optional<T> latest(String tag, Class<T> type) {
        ServerMessage m = latest.get(tag);
        return type.isInstance(m) ? Optional.of(type.cast(m)) : Optional.empty();
    }
}
