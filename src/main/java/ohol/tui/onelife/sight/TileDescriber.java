package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.PersonLook;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The one description of a looked-at tile, for the look line, the look box and the {@code look}
 * answer alike: which tile it is, whether it was seen, the ground, the floor, the object and
 * what it holds, who stands there, whose grave or property it is. In names only
 * ({@link #report}, which needs just the objects' names), or with all the game data says
 * ({@link #facts}, for a describer made with the {@link Knowledge}). Offsets count from
 * {@link WorldSnapshot#ourPosition()}.
 *
 * <p>Reads one snapshot; confined to the thread that made it.
 */
public final class TileDescriber {
    /** What the game data adds: what objects are, and what our hands would do. */
    private record Meaning(Knowledge knowledge, ThingDescriber things, TileUses uses) {}

    /** What every description of a tile starts from. */
    private record Reading(
            int x, int y, int dx, int dy, Optional<Cell> cell, Optional<String> graveOf, List<String> owners) {}

    private final WorldSnapshot world;
    private final ObjectCatalog catalog;
    private final Onlooker us;
    private final Optional<Meaning> meaning;

    /** A describer in names only, for before (or without) the game data's meaning. */
    public TileDescriber(WorldSnapshot world, ObjectCatalog catalog) {
        this(world, catalog, new Onlooker(world, catalog), Optional.empty());
    }

    /** A describer that says all the game data says. */
    public TileDescriber(WorldSnapshot world, Knowledge knowledge) {
        this(world, knowledge, new Onlooker(world, knowledge.catalog()));
    }

    TileDescriber(WorldSnapshot world, Knowledge knowledge, Onlooker us) {
        this(
                world,
                knowledge.catalog(),
                us,
                Optional.of(
                        new Meaning(knowledge, new ThingDescriber(knowledge, us), new TileUses(world, knowledge, us))));
    }

    private TileDescriber(WorldSnapshot world, ObjectCatalog catalog, Onlooker us, Optional<Meaning> meaning) {
        this.world = world;
        this.catalog = catalog;
        this.us = us;
        this.meaning = meaning;
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
                world.records().graveOwner(at).map(us.family()::who),
                world.records().ownersOf(at).stream().map(us.family()::who).toList());
    }

    /** The tile {@code dx, dy} in names: everyone there (ghosts too), each object with what it holds. */
    public TileReport report(int dx, int dy) {
        Reading r = read(dx, dy);
        List<Person> there = world.peopleAt(r.x(), r.y());
        List<String> people = there.stream().map(p -> us.family().named(p.id())).toList();
        List<PersonLook> persons =
                there.stream().map(p -> PersonLook.of(p, us.family(), catalog)).toList();
        if (r.cell().isEmpty()) {
            return new TileReport(
                    r.x(),
                    r.y(),
                    dx,
                    dy,
                    false,
                    -1,
                    Optional.empty(),
                    Optional.empty(),
                    people,
                    r.graveOf(),
                    r.owners(),
                    persons);
        }
        Cell c = r.cell().get();
        Optional<TileReport.Named> floor = c.floor() == 0
                ? Optional.empty()
                : Optional.of(new TileReport.Named(c.floor(), catalog.displayName(c.floor()), List.of()));
        Optional<TileReport.Named> object = c.object().isEmpty() ? Optional.empty() : Optional.of(named(c.object()));
        return new TileReport(
                r.x(), r.y(), dx, dy, true, c.biome(), floor, object, people, r.graveOf(), r.owners(), persons);
    }

    private TileReport.Named named(GameObject object) {
        List<TileReport.Named> contents = new ArrayList<>();
        for (GameObject.ContainedObject inside : object.contained()) {
            List<TileReport.Named> sub = inside.subContained().stream()
                    .map(id -> new TileReport.Named(id, catalog.displayName(id), List.of()))
                    .toList();
            contents.add(new TileReport.Named(inside.id(), catalog.displayName(inside.id()), sub));
        }
        return new TileReport.Named(object.id(), catalog.displayName(object.id()), contents);
    }

    /**
     * All that can be told of the tile {@code dx, dy}, what the tile actions would do there
     * included.
     *
     * @throws IllegalStateException for a describer in names only
     */
    public TileFacts facts(int dx, int dy) {
        return facts(dx, dy, true);
    }

    /** As {@link #facts}, without what actions would do (for a line that says that on its own). */
    public TileFacts factsWithoutUses(int dx, int dy) {
        return facts(dx, dy, false);
    }

    private TileFacts facts(int dx, int dy, boolean withUses) {
        Meaning m = meaning.orElseThrow(
                () -> new IllegalStateException("describing a tile in full takes the game data's meaning"));
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
        Biomes.Biome b = m.knowledge().biomes().biome(c.biome());
        Optional<TileFacts.BiomeFacts> biome =
                Optional.of(new TileFacts.BiomeFacts(b.id(), b.name(), b.effect(), b.groundHeat()));
        Optional<TileFacts.ThingFacts> object =
                c.object().isEmpty() ? Optional.empty() : Optional.of(m.things().of(c.object()));
        Optional<TileFacts.ThingFacts> floor =
                c.floor() <= 0 ? Optional.empty() : Optional.of(m.things().of(GameObject.of(c.floor())));
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
                withUses ? m.uses().at(dx, dy, c) : List.of());
    }

    private TileFacts.PersonFacts person(Person p) {
        boolean ours = us.isUs(p.id());
        GameObject held = p.held();
        String holding = held.isEmpty() ? "" : held.id() < 0 ? "a baby" : catalog.displayName(held.id());
        return new TileFacts.PersonFacts(
                p.id(),
                us.family().named(p.id()),
                p.ageAt(world.nanos()),
                ours,
                holding,
                p.body().dying(),
                ours ? "" : us.relationWords(p.id()));
    }
}
