package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * The world as it was at one moment, for the renderer and for look and scan: nothing in it
 * changes afterwards, whatever the world does next.
 *
 * @param nanos      the world clock when it was taken; people's positions and ages follow from it
 * @param map        the known map
 * @param people     everyone in view, by id
 * @param ourId      our player id, once the first PU has said it
 * @param whereabouts the tile the server has us on, and the one our walk under way ends on
 * @param alive      false once the server has said we died
 * @param departures why people left, for those who have
 * @param slides     objects still sliding to where an MX put them
 * @param roster     everyone this life has met, as last seen, and how the dead died
 * @param places     where this life began, places the server pointed to and those the player named
 * @param resumed    this life was reconnected to ({@code RLOGIN}), not begun on this connection
 */
public record WorldSnapshot(
        long nanos,
        MapMirror.MapView map,
        Map<Integer, Person> people,
        OptionalInt ourId,
        OurPlayer.Whereabouts whereabouts,
        boolean alive,
        Optional<RemovalReason> ourDeathReason,
        OurStats stats,
        Kin kin,
        Records records,
        List<Chronicle.Entry<WorldEvent>> speech,
        List<Chronicle.Entry<WorldEvent>> events,
        Map<Integer, Departure> departures,
        List<Slide> slides,
        boolean apocalypse,
        Roster roster,
        Places places,
        boolean resumed) {

    /** Why someone left the world. */
    public record Departure(int playerId, String name, double age, RemovalReason reason) {}

    /** An object moving from one tile to another (an animal running) since {@code startNanos}. */
    public record Slide(Position from, Position to, GameObject object, long startNanos, double tilesPerSecond) {
        public boolean isOverAt(long nanos) {
            return (nanos - startNanos) / 1e9 * tilesPerSecond >= from.distance(to);
        }

        /** A time a little before the slide is over ({@link #isOverAt} says exactly), never after it. */
        long overFrom() {
            double seconds = from.distance(to) / tilesPerSecond;
            return seconds > 1e6 ? Long.MAX_VALUE : startNanos + (long) (seconds * 1e9) - 1_000;
        }

        public Position positionAt(long nanos) {
            double length = from.distance(to);
            if (length == 0) {
                return to;
            }
            double f = Math.min(1, (nanos - startNanos) / 1e9 * tilesPerSecond / length);
            return new Position((int) Math.round(from.x() + (to.x() - from.x()) * f), (int)
                    Math.round(from.y() + (to.y() - from.y()) * f));
        }
    }

    public WorldSnapshot {
        people = Map.copyOf(people);
        speech = Chronicle.frozen(speech);
        events = Chronicle.frozen(events);
        departures = Map.copyOf(departures);
        slides = List.copyOf(slides);
    }

    public Optional<Person> us() {
        return ourId.isPresent() ? Optional.ofNullable(people.get(ourId.getAsInt())) : Optional.empty();
    }

    /**
     * Our tile, the one every position shown or named counts from: where we stand, or where the
     * walk under way ends (actions wait for it). The origin, where this life began, until we know.
     */
    public Position ourPosition() {
        return whereabouts.predicted();
    }

    /**
     * Where our body is drawn now: along our walk, on each tile from the moment we step onto it;
     * on the next tile from the moment we ask to step there, before the server's answer (as the
     * official client moves its player at once; a refused step comes back with the server's word).
     */
    public Position ourBodyAt() {
        Position confirmed = whereabouts.confirmed();
        Position predicted = whereabouts.predicted();
        Optional<Person> us = us();
        boolean answered = us.flatMap(p -> p.motion().walk())
                .filter(w -> !w.isOverAt(nanos))
                .isPresent();
        if (!answered
                && !predicted.equals(confirmed)
                && Math.abs(predicted.x() - confirmed.x()) <= 1
                && Math.abs(predicted.y() - confirmed.y()) <= 1) {
            return predicted;
        }
        return ourBodyAsTold();
    }

    /** Where our body is by the server's word alone: along the walk it told, else where it has us. */
    public Position ourBodyAsTold() {
        return us().map(p -> p.motion().walk().map(w -> w.tileEnteredAt(nanos)).orElse(p.positionAt(nanos)))
                .orElse(whereabouts.confirmed());
    }

    /** A player's name, or {@code #id}. */
    public String nameOf(int playerId) {
        return kin.nameOf(playerId);
    }

    public Optional<Cell> cell(int x, int y) {
        return map.cell(x, y);
    }

    /**
     * The people on a tile now, us included: we are on {@link #ourPosition()} from the moment a
     * step starts, as every position counts from there (so the tile under the cursor says "you"
     * all through a walk, and a slow link is not sent that word going and coming at each step).
     */
    public List<Person> peopleAt(int x, int y) {
        List<Person> here = new ArrayList<>();
        int us = ourId.orElse(-1);
        for (Person p : people.values()) {
            Position at = p.id() == us ? ourPosition() : p.positionAt(nanos);
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
