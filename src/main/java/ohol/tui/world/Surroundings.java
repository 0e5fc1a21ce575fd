package ohol.tui.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.protocol.GameObject;

/**
 * Answers a player's questions about what is around: what is on a tile, what lies within a few
 * tiles, where the nearest thing of a name is. Names come from the game data, or {@code #id}
 * without it.
 */
public final class Surroundings {
    /** An object and what it holds, named. */
    public record Named(int id, String name, List<Named> contents) {}

    /**
     * One tile: its ground, floor, object and the people standing there (their names, then each
     * described: what they are to us, age, sex, what they hold and last said); whose grave it is
     * and who owns it, when the server said.
     */
    public record TileReport(
            int x,
            int y,
            int dx,
            int dy,
            boolean known,
            int biome,
            Optional<Named> floor,
            Optional<Named> object,
            List<String> people,
            Optional<String> graveOf,
            List<String> owners,
            List<PersonLook> persons) {}

    /** One object found by a scan, relative to us. */
    public record Sighting(int dx, int dy, int id, String name) {}

    private final WorldSnapshot world;
    private final ObjectCatalog catalog;

    public Surroundings(WorldSnapshot world, ObjectCatalog catalog) {
        this.world = world;
        this.catalog = catalog;
    }

    public TileReport look(int dx, int dy) {
        Position here = world.ourPosition();
        int x = here.x() + dx;
        int y = here.y() + dy;
        Optional<Cell> cell = world.cell(x, y);
        List<String> people =
                world.peopleAt(x, y).stream().map(p -> world.nameOf(p.id())).toList();
        Family family = Family.of(world, catalog);
        List<PersonLook> persons = world.peopleAt(x, y).stream()
                .map(p -> PersonLook.of(p, family, catalog))
                .toList();
        Position at = new Position(x, y);
        Optional<String> grave = world.records().graveOwner(at).map(world::nameOf);
        List<String> owners =
                world.records().ownersOf(at).stream().map(world::nameOf).toList();
        if (cell.isEmpty()) {
            return new TileReport(
                    x, y, dx, dy, false, -1, Optional.empty(), Optional.empty(), people, grave, owners, persons);
        }
        Cell c = cell.get();
        Optional<Named> floor = c.floor() == 0
                ? Optional.empty()
                : Optional.of(new Named(c.floor(), catalog.displayName(c.floor()), List.of()));
        Optional<Named> object = c.object().isEmpty() ? Optional.empty() : Optional.of(named(c.object()));
        return new TileReport(x, y, dx, dy, true, c.biome(), floor, object, people, grave, owners, persons);
    }

    public Named named(GameObject object) {
        List<Named> contents = new ArrayList<>();
        for (GameObject.ContainedObject inside : object.contained()) {
            List<Named> sub = inside.subContained().stream()
                    .map(id -> new Named(id, catalog.displayName(id), List.of()))
                    .toList();
            contents.add(new Named(inside.id(), catalog.displayName(inside.id()), sub));
        }
        return new Named(object.id(), catalog.displayName(object.id()), contents);
    }

    /** Every object within {@code radius} tiles, nearest first. */
    public List<Sighting> scan(int radius) {
        Position here = world.ourPosition();
        List<Sighting> seen = new ArrayList<>();
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                Cell c = world.map().cellOrNull(here.x() + dx, here.y() + dy);
                if (c != null && !c.object().isEmpty()) {
                    seen.add(new Sighting(
                            dx,
                            dy,
                            c.object().id(),
                            catalog.displayName(c.object().id())));
                }
            }
        }
        seen.sort(Comparator.comparingDouble((Sighting s) -> Math.hypot(s.dx(), s.dy()))
                .thenComparingInt(Sighting::dy)
                .thenComparingInt(Sighting::dx));
        return seen;
    }

    /** A tile in one line, as the look line and {@code look} show it: {@code At 1,0: Basket [Stone] on Floor | EVE}. */
    public static String describe(TileReport tile) {
        StringBuilder text = new StringBuilder();
        text.append(tile.dx() == 0 && tile.dy() == 0 ? "Here" : "At " + tile.dx() + "," + tile.dy())
                .append(": ");
        if (!tile.known()) {
            text.append("not seen yet");
        } else {
            text.append(tile.object().map(Surroundings::describe).orElse("nothing"));
            tile.floor().ifPresent(f -> text.append(" on ").append(f.name()));
        }
        tile.graveOf().ifPresent(name -> text.append(", the grave of ").append(name));
        if (!tile.owners().isEmpty()) {
            text.append(", owned by ").append(String.join(", ", tile.owners()));
        }
        if (!tile.persons().isEmpty()) {
            text.append(" | ")
                    .append(String.join(
                            ", ", tile.persons().stream().map(PersonLook::words).toList()));
        } else if (!tile.people().isEmpty()) {
            text.append(" | ").append(String.join(", ", tile.people()));
        }
        return text.toString();
    }

    /** An object and what it holds: {@code Basket [Stone, Bowl of 3]}. */
    public static String describe(Named object) {
        if (object.contents().isEmpty()) {
            return object.name();
        }
        StringBuilder out = new StringBuilder(object.name()).append(" [");
        for (int i = 0; i < object.contents().size(); i++) {
            Named c = object.contents().get(i);
            out.append(i == 0 ? "" : ", ")
                    .append(
                            c.contents().isEmpty()
                                    ? c.name()
                                    : c.name() + " of " + c.contents().size());
        }
        return out.append(']').toString();
    }

    /** The nearest object whose name holds {@code text} (any case), within {@code radius}. */
    public Optional<Sighting> nearest(String text, int radius) {
        String wanted = text.toLowerCase(Locale.ROOT);
        return scan(radius).stream()
                .filter(s -> s.name().toLowerCase(Locale.ROOT).contains(wanted))
                .findFirst();
    }
}
