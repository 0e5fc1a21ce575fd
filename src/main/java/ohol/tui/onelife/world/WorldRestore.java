package ohol.tui.onelife.world;

import java.util.function.LongSupplier;

/**
 * A world rebuilt from one of its snapshots, to go on from there: a replay seeking back starts
 * from a snapshot it kept rather than from the start of the recording. What a snapshot does not
 * hold starts afresh: a walk of ours under way, messages of a frame not yet ended.
 */
public final class WorldRestore {
    private WorldRestore() {}

    /** A world as {@code s} shows it, on {@code clock}. */
    public static World of(WorldSnapshot s, LongSupplier clock) {
        World w = new World(clock);
        if (s.resumed()) {
            w.resumesALife();
        }
        w.map.restore(s.map());
        s.people().forEach(w.people::put);
        if (s.ourId().isPresent()) {
            w.me.restore(s.ourId().getAsInt(), s.alive(), s.whereabouts().confirmed());
        }
        w.kin = s.kin();
        w.records = s.records();
        w.roster = s.roster();
        w.places = s.places();
        w.stats = s.stats();
        w.apocalypse = s.apocalypse();
        w.ourDeathReason = s.ourDeathReason();
        s.speech().forEach(e -> w.speech.add(e.nanos(), e.value()));
        s.events().forEach(e -> w.news.add(e.nanos(), e.value()));
        s.departures().values().forEach(w::depart);
        s.slides().forEach(w::slide);
        return w;
    }
}
