package ohol.tui.sight;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.knowledge.Biomes;
import ohol.tui.knowledge.Knowledge;
import ohol.tui.protocol.GameObject;
import ohol.tui.world.Cell;
import ohol.tui.world.Person;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

/**
 * All that can be told of a looked-at tile, for the look line, the look box and the {@code look}
 * answer: which tile it is, whether it was seen, the ground and what it does to our heat, the
 * floor, the object and what it holds, who stands there, whose grave or property it is, and
 * what the tile actions would do there. Offsets count from {@link WorldSnapshot#ourPosition()}.
 *
 * <p>Reads one snapshot; confined to the thread that made it.
 */
public final class TileDescriber {
    /** What every description of a tile starts from. */
    private record Reading(
            int x, int y, int dx, int dy, Optional<Cell> cell, Optional<String> graveOf, List<String> owners) {}

    private final WorldSnapshot world;
    private final ObjectCatalog catalog;
    private final Knowledge knowledge;
    private final Onlooker us;
    private final ThingDescriber things;
    private final TileUses uses;

    public TileDescriber(WorldSnapshot world, Knowledge knowledge) {
        this(world, knowledge, new Onlooker(world, knowledge.catalog()));
    }

    TileDescriber(WorldSnapshot world, Knowledge knowledge, Onlooker us) {
        this.world = world;
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.us = us;
        this.things = new ThingDescriber(knowledge, us);
        this.uses = new TileUses(world, knowledge, us);
    }

    private Reading read(int dx, int dy) {
        Position here = world.ourPosition();
        int x = here.x() + dx;
        int y = here.y() + dy;
        Position at = new Position(x, y);
        return new Reading(
                x,
                y,
                dx,
                dy,
                world.cell(x, y),
                world.records().graveOwner(at).map(world::nameOf),
                world.records().ownersOf(at).stream().map(world::nameOf).toList());
    }

    /** All that can be told of the tile {@code dx, dy}, what the tile actions would do there included. */
    public TileFacts facts(int dx, int dy) {
        return facts(dx, dy, true);
    }

    /** As {@link #facts}, without what actions would do (for a line that says that on its own). */
    public TileFacts factsWithoutUses(int dx, int dy) {
        return facts(dx, dy, false);
    }

    private TileFacts facts(int dx, int dy, boolean withUses) {
        Reading r = read(dx, dy);
        List<TileFacts.PersonFacts> people = new ArrayList<>();
        for (Person p : world.peopleAt(r.x(), r.y())) {
            if (!p.body().ghost()) {
                people.add(person(p));
            }
        }
        if (r.cell().isEmpty()) {
            return new TileFacts(
                    r.x(),
                    r.y(),
                    dx,
                    dy,
                    false,
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty(),
                    people,
                    r.graveOf(),
                    r.owners(),
                    List.of());
        }
        Cell c = r.cell().get();
        Biomes.Biome b = knowledge.biomes().biome(c.biome());
        Optional<TileFacts.BiomeFacts> biome =
                Optional.of(new TileFacts.BiomeFacts(b.id(), b.name(), b.effect(), b.groundHeat()));
        Optional<TileFacts.ThingFacts> object =
                c.object().isEmpty() ? Optional.empty() : Optional.of(things.of(c.object()));
        Optional<TileFacts.ThingFacts> floor =
                c.floor() <= 0 ? Optional.empty() : Optional.of(things.of(GameObject.of(c.floor())));
        return new TileFacts(
                r.x(),
                r.y(),
                dx,
                dy,
                true,
                biome,
                object,
                floor,
                people,
                r.graveOf(),
                r.owners(),
                withUses ? uses.at(dx, dy, c) : List.of());
    }

    private TileFacts.PersonFacts person(Person p) {
        boolean ours = us.isUs(p.id());
        GameObject held = p.held();
        String holding = held.isEmpty() ? "" : held.id() < 0 ? "a baby" : catalog.displayName(held.id());
        return new TileFacts.PersonFacts(
                p.id(),
                world.nameOf(p.id()),
                p.ageAt(world.nanos()),
                ours,
                holding,
                p.body().dying(),
                ours ? "" : us.relationWords(p.id()));
    }
}
