package ohol.tui.onelife.world;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who carries whom, and where a carried person is: where their carrier is, until put down. The
 * server says a baby is in arms only in the carrier's {@code PU} (a negative held id); the baby's
 * own lines keep the tile it was picked up from, with no {@code done_moving}, as server.cpp sends
 * a held player's. A line about the baby that is done moving (or forced) means it is on the
 * ground again, even when no line about the carrier came (a wriggle out of arms), as the
 * official client reads it.
 */
final class Carrying {
    private Carrying() {}

    /** Each carried person's carrier, by the carried person's id. */
    static Map<Integer, Integer> carriers(Iterable<Person> people) {
        Map<Integer, Integer> carriers = Map.of(); // most frames: nobody holds a baby, nothing to make
        for (Person p : people) {
            int held = p.held().id();
            if (held < 0) {
                if (carriers.isEmpty()) {
                    carriers = new HashMap<>();
                }
                carriers.put(-held, p.id());
            }
        }
        return carriers;
    }

    /**
     * After a frame: each carried person is moved to where their carrier is (walk included), our
     * own body too, and a pick-up or put-down between people both in view before is told.
     *
     * @param before the carriers before the frame
     * @param seen   who was in view before the frame
     */
    static void settle(World world, Map<Integer, Integer> before, Set<Integer> seen, List<WorldEvent> events) {
        Map<Integer, Integer> now = carriers(world.people.values());
        int us = world.me.id().orElse(Integer.MIN_VALUE);
        Optional<OurPlayer.Whereabouts> ours = Optional.empty();
        for (Map.Entry<Integer, Integer> e : now.entrySet()) {
            Person baby = world.people.get(e.getKey());
            Person carrier = world.people.get(e.getValue());
            if (baby == null || carrier == null) {
                continue;
            }
            if (!baby.motion().equals(carrier.motion())) {
                world.people.put(baby.id(), baby.withMotion(carrier.motion()));
            }
            if (baby.id() == us) {
                Person.Motion m = carrier.motion();
                ours = Optional.of(new OurPlayer.Whereabouts(
                        m.position(), m.walk().map(Walk::end).orElse(m.position())));
            }
            if (!e.getValue().equals(before.get(e.getKey()))
                    && seen.contains(baby.id())
                    && seen.contains(carrier.id())) {
                events.add(told(world, carrier.id(), baby.id(), true, us));
            }
        }
        world.me.carried(ours);
        for (Map.Entry<Integer, Integer> e : before.entrySet()) {
            if (!e.getValue().equals(now.get(e.getKey()))
                    && world.people.get(e.getKey()) != null
                    && world.people.get(e.getValue()) != null) {
                events.add(told(world, e.getValue(), e.getKey(), false, us));
            }
        }
    }

    private static WorldEvent told(World world, int carrier, int baby, boolean up, int us) {
        return new WorldEvent.Carried(
                carrier, world.nameOf(carrier), baby, world.nameOf(baby), up, carrier == us, baby == us);
    }
}
