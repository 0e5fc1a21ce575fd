package ohol.tui.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.protocol.GameObject;

/**
 * The world as it was at one moment, for the renderer and for look and scan: nothing in it
 * changes afterwards, whatever the world does next.
 *
 * @param nanos      the world clock when it was taken; people's positions and ages follow from it
 * @param map        the known map
 * @param people     everyone in view, by id
 * @param ourId      our player id, once the first PU has said it
 * @param alive      false once the server has said we died
 * @param departures why people left, for those who have
 * @param slides     objects still sliding to where an MX put them
 */
public record WorldSnapshot(long nanos, MapMirror.MapView map, Map<Integer, Person> people, OptionalInt ourId,
                            boolean alive, Optional<String> ourDeathReason, OurStats stats,
                            List<Chronicle.Entry<WorldEvent>> speech, List<Chronicle.Entry<WorldEvent>> events,
                            Map<Integer, Departure> departures, List<Slide> slides, boolean apocalypse) {

    /** Why someone left the world. */
    public record Departure(int playerId, String name, double age, String reason) {}

    /** An object moving from one tile to another (an animal running) since {@code startNanos}. */
    public record Slide(Position from, Position to, GameObject object, long startNanos, double tilesPerSecond) {
        public boolean isOverAt(long nanos) {
            return (nanos - startNanos) / 1e9 * tilesPerSecond >= from.distance(to);
        }

        public Position positionAt(long nanos) {
            double length = from.distance(to);
            if (length == 0) {
                return to;
            }
            double f = Math.min(1, (nanos - startNanos) / 1e9 * tilesPerSecond / length);
            return new Position((int) Math.round(from.x() + (to.x() - from.x()) * f),
                    (int) Math.round(from.y() + (to.y() - from.y()) * f));
        }
    }

    public WorldSnapshot {
        people = Map.copyOf(people);
        speech = List.copyOf(speech);
        events = List.copyOf(events);
        departures = Map.copyOf(departures);
        slides = List.copyOf(slides);
    }

    public Optional<Person> us() {
        return ourId.isPresent() ? Optional.ofNullable(people.get(ourId.getAsInt())) : Optional.empty();
    }

    /** Where we are now (the origin until we know). */
    public Position ourPosition() {
        return us().map(p -> p.positionAt(nanos)).orElse(new Position(0, 0));
    }

    public Optional<Cell> cell(int x, int y) {
        return map.cell(x, y);
    }

    /** The people on a tile now, us included. */
    public List<Person> peopleAt(int x, int y) {
        List<Person> here = new ArrayList<>();
        for (Person p : people.values()) {
            Position at = p.positionAt(nanos);
            if (at.x() == x && at.y() == y) {
                here.add(p);
            }
        }
        here.sort((a, b) -> Integer.compare(a.id(), b.id()));
        return here;
    }

    /** The last thing a player said, if it is in the log. */
    public Optional<WorldEvent.Said> lastSaidBy(int playerId) {
        for (int i = speech.size() - 1; i >= 0; i--) {
            if (speech.get(i).value() instanceof WorldEvent.Said s && s.playerId() == playerId) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
