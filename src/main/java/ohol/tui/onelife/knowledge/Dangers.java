package ohol.tui.onelife.knowledge;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * What can kill, for the path finder and the screen. As the server has it (server.cpp, map.cpp):
 * a fixed object with a deadly distance hurts whoever stands on its tile (a wolf, a snake, a
 * boar), and one that moves may land on a player: a chaser jumps onto a player within its move
 * distance, a wanderer may land there by chance; one that flees moves away. A portable object
 * with a deadly distance (knife, bow) kills only from someone's hand, at up to that many tiles.
 *
 * <p>Immutable and thread-safe.
 */
public final class Dangers {
    /** How a deadly thing moves by itself, from its decay's {@code move} (map.cpp). */
    public enum Movement {
        STILL,
        CHASES,
        FLEES,
        WANDERS
    }

    /**
     * One deadly object: {@code reach} is its deadly distance in tiles; {@code inHand} when it
     * kills only when held (a weapon); {@code moveDistance} how far it moves at once.
     */
    public record Danger(int id, String name, int reach, boolean inHand, Movement movement, int moveDistance) {
        /**
         * Tiles around it a walk should keep clear of: 0 its own tile only; a chaser's or a
         * wanderer's move distance, as it may land there. Empty for a weapon lying on the ground.
         */
        public OptionalInt keepAway() {
            if (inHand) {
                return OptionalInt.empty();
            }
            return OptionalInt.of(movement == Movement.CHASES || movement == Movement.WANDERS ? moveDistance : 0);
        }
    }

    private final Danger[] byId;
    private final List<Danger> all;

    public Dangers(ObjectCatalog catalog, TransitionBook book) {
        byId = new Danger[catalog.maxId() + 1];
        List<Danger> list = new ArrayList<>();
        for (ObjectDefinition o : catalog.all()) {
            if (o.deadlyDistance() <= 0) {
                continue;
            }
            Optional<Transition> decay = book.decay(o.id());
            Movement movement = decay.map(t -> switch (t.move()) {
                        case 1 -> Movement.CHASES;
                        case 2 -> Movement.FLEES;
                        case 3 -> Movement.WANDERS;
                        default -> Movement.STILL;
                    })
                    .orElse(Movement.STILL);
            int moveDistance = decay.filter(t -> t.move() != 0)
                    .map(Transition::desiredMoveDist)
                    .orElse(0);
            Danger d = new Danger(o.id(), o.name(), o.deadlyDistance(), !o.permanent(), movement, moveDistance);
            byId[o.id()] = d;
            list.add(d);
        }
        all = List.copyOf(list);
    }

    /** The danger of an object, if it can kill. */
    public Optional<Danger> of(int id) {
        return id > 0 && id < byId.length ? Optional.ofNullable(byId[id]) : Optional.empty();
    }

    /** Its deadly distance in tiles; 0 for what cannot kill. */
    public int reach(int id) {
        return of(id).map(Danger::reach).orElse(0);
    }

    /** Whether standing on (or near) it on the ground can kill: a fixed deadly object. */
    public boolean isDangerousOnTheGround(int id) {
        return of(id).map(d -> !d.inHand()).orElse(false);
    }

    /**
     * Whether an object on the ground {@code dx, dy} tiles from a tile can hurt someone on that
     * tile: on it, or within the distance a chaser or wanderer moves.
     */
    public boolean threatens(int id, int dx, int dy) {
        Optional<Danger> d = of(id);
        if (d.isEmpty() || d.get().keepAway().isEmpty()) {
            return false;
        }
        int r = d.get().keepAway().getAsInt();
        return (long) dx * dx + (long) dy * dy <= (long) r * r; // the server measures straight-line distance
    }

    /** Every object that can kill, in id order. */
    public List<Danger> all() {
        return all;
    }
}
