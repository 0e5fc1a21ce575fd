package ohol.tui.onelife.world;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.RemovalReason;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Everyone this life has met, as last seen: their body (which tells a son from a daughter), age,
 * where they were, when we saw them born, and how they died. Like {@link Kin} it outlives sight:
 * a mother who walked off, or died, is still in the family panel. Immutable; the world swaps in a
 * new one when a {@code PU} brings news.
 */
public record Roster(Map<Integer, Known> people) {
    /** As many as {@link Kin} keeps names for, for the same reason. */
    public static final int MAX_KEPT = Kin.MAX_KEPT;
    /** Someone first seen younger than this (in years) was born while we looked. */
    static final double NEWBORN_YEARS = 0.5;

    public static final Roster NONE = new Roster(Map.of());

    /**
     * One person as last seen.
     *
     * @param ageNanos  when {@code age} was read; the age grows by one per {@code ageRate} seconds
     * @param bornNanos when they were born, as their age when first seen tells
     * @param seenBorn  first seen as a newborn: born while we were there
     * @param fate      how they left the world, once they have
     */
    public record Known(
            int id,
            int displayId,
            double age,
            double ageRate,
            long ageNanos,
            Position lastSeen,
            long bornNanos,
            boolean seenBorn,
            Optional<Fate> fate) {
        public double ageAt(long nanos) {
            if (fate.isPresent()) {
                return fate.get().age();
            }
            return ageRate <= 0 ? age : age + (nanos - ageNanos) / 1e9 / ageRate;
        }

        public boolean alive() {
            return fate.isEmpty();
        }
    }

    /** How someone left: the age, the server's reason and when. */
    public record Fate(double age, RemovalReason reason, long nanos) {}

    public Roster {
        people = Collections.unmodifiableMap(people instanceof Fresh ? people : new LinkedHashMap<>(people));
    }

    /** A copy made here for a new roster, which no one else holds: the roster takes it as it is. */
    private static final class Fresh extends LinkedHashMap<Integer, Known> {
        Fresh(Map<Integer, Known> people) {
            super(people);
        }
    }

    public Optional<Known> find(int playerId) {
        return Optional.ofNullable(people.get(playerId));
    }

    /** The roster after a message; itself when the message says nothing about bodies. */
    Roster after(ServerMessage message, long now) {
        if (!(message instanceof PlayerUpdate update) || update.players().isEmpty()) {
            return this;
        }
        LinkedHashMap<Integer, Known> copy = new Fresh(people);
        for (PlayerUpdate.PlayerLine line : update.players()) {
            if (line instanceof PlayerState s) {
                Known old = copy.remove(s.playerId());
                long born = old != null ? old.bornNanos() : now - (long) (s.age() * s.ageRate() * 1e9);
                boolean seenBorn = old != null ? old.seenBorn() : s.age() < NEWBORN_YEARS;
                copy.put(
                        s.playerId(),
                        new Known(
                                s.playerId(),
                                s.displayId(),
                                s.age(),
                                s.ageRate(),
                                now,
                                new Position(s.x(), s.y()),
                                born,
                                seenBorn,
                                Optional.empty()));
            } else if (line instanceof PlayerRemoved r) {
                Known old = copy.remove(r.playerId());
                Known was = old != null
                        ? old
                        : new Known(
                                r.playerId(),
                                r.displayId(),
                                r.age(),
                                0,
                                now,
                                new Position(0, 0),
                                now,
                                false,
                                Optional.empty());
                copy.put(
                        r.playerId(),
                        new Known(
                                was.id(),
                                r.displayId() > 0 ? r.displayId() : was.displayId(),
                                r.age(),
                                was.ageRate(),
                                now,
                                was.lastSeen(),
                                was.bornNanos(),
                                was.seenBorn(),
                                Optional.of(new Fate(r.age(), r.reason(), now))));
            }
        }
        var oldest = copy.keySet().iterator();
        while (copy.size() > MAX_KEPT && oldest.hasNext()) {
            oldest.next();
            oldest.remove();
        }
        return new Roster(copy);
    }

    /** Where those we see now stand, kept as their last-seen places when they walk out of sight. */
    Roster seenAt(Map<Integer, Position> places) {
        LinkedHashMap<Integer, Known> copy = null;
        for (Map.Entry<Integer, Position> e : places.entrySet()) {
            Known k = people.get(e.getKey());
            Position at = e.getValue();
            if (k == null || k.lastSeen().equals(at) || k.fate().isPresent()) {
                continue;
            }
            copy = copy == null ? new Fresh(people) : copy;
            copy.put(
                    k.id(),
                    new Known(
                            k.id(),
                            k.displayId(),
                            k.age(),
                            k.ageRate(),
                            k.ageNanos(),
                            at,
                            k.bornNanos(),
                            k.seenBorn(),
                            k.fate()));
        }
        return copy == null ? this : new Roster(copy);
    }
}
