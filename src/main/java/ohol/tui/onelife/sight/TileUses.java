package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.Outcome;
import ohol.tui.onelife.world.Arms;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What the tile actions would do on a tile with what we hold: use, drop (or put into the
 * container there), take out of it, and eat or put on what we hold when it is our own tile.
 * Known only with the game's transitions.
 */
final class TileUses {
    private final WorldSnapshot world;
    private final Knowledge knowledge;
    private final ObjectCatalog catalog;
    private final Onlooker us;
    private final Position here;

    TileUses(WorldSnapshot world, Knowledge knowledge, Onlooker us) {
        this.world = world;
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.us = us;
        this.here = world.ourPosition();
    }

    /** What using what we hold on the tile would do (the look line's prediction), if the transitions are known. */
    Optional<Outcome> useOutcome(int dx, int dy) {
        OptionalInt baby = Arms.babyToPickUp(world, here.plus(dx, dy));
        if (baby.isPresent()) {
            int id = baby.getAsInt();
            return Optional.of(new Outcome.PickUpBaby(id, us.family().who(id)));
        }
        if (!knowledge.knowsTransitions()) {
            return Optional.empty();
        }
        Cell c = world.map().cellOrNull(here.x() + dx, here.y() + dy);
        if (c == null) {
            return Optional.empty();
        }
        int target = c.object().isEmpty() ? TransitionBook.NOTHING : c.object().id();
        return Optional.of(knowledge.predictor().predict(us.heldId(), target, us.age()));
    }

    /** Each action's outcome on the tile {@code dx, dy}, whose cell is {@code c}. */
    List<TileFacts.KeyUse> at(int dx, int dy, Cell c) {
        if (world.us().isEmpty()) {
            return List.of();
        }
        List<TileFacts.KeyUse> uses = new ArrayList<>();
        useOutcome(dx, dy).ifPresent(o -> uses.add(new TileFacts.KeyUse("use", o.text())));
        if (!knowledge.knowsTransitions()) {
            return uses; // a baby to pick up, at most: the rest needs the transitions
        }
        int held = us.heldId();
        Optional<ObjectDefinition> object = catalog.find(c.object().id());
        Optional<ObjectDefinition> holding = held > 0 ? catalog.find(held) : Optional.empty();
        if (holding.isPresent()) {
            String name = holding.get().name();
            if (c.object().isEmpty()) {
                uses.add(new TileFacts.KeyUse("drop", "put down " + name));
            } else if (object.isPresent()
                    && object.get().isContainer()
                    && holding.get().containable()
                    && holding.get().containSize() <= object.get().slotSize()
                    && c.object().contained().size() < object.get().numSlots()) {
                uses.add(new TileFacts.KeyUse(
                        "drop", "put " + name + " in " + object.get().name()));
            }
        }
        if (object.isPresent() && !c.object().contained().isEmpty()) {
            var top = c.object().contained().get(c.object().contained().size() - 1);
            uses.add(new TileFacts.KeyUse(
                    "remv",
                    "take " + catalog.displayName(top.id()) + " out of "
                            + object.get().name()));
        }
        if (dx == 0 && dy == 0 && holding.isPresent()) {
            ObjectDefinition h = holding.get();
            if (h.isFood()) {
                uses.add(new TileFacts.KeyUse("self", "eat " + h.name() + " (" + h.foodValue() + " food)"));
            } else if (h.isWorn()) {
                uses.add(new TileFacts.KeyUse("self", "put on " + h.name()));
            }
        }
        return uses;
    }
}
