package ohol.tui.onelife.session;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.OurStats;

/**
 * Says once when a hunger warning starts ({@link SessionEvent.Hungry}), and again only after food
 * has risen above the warning and dropped to it anew. Looks when our stats change, which is when
 * the server says our food changed.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class HungerWatch {
    private final Consumer<SessionEvent> report;
    private OurStats looked = OurStats.UNKNOWN;
    private boolean warned;

    HungerWatch(Consumer<SessionEvent> report) {
        this.report = report;
    }

    /** Looks at what {@code sight} gives when our {@code stats} changed since the last look. */
    void look(OurStats stats, Supplier<Sight> sight) {
        if (stats.equals(looked)) {
            return;
        }
        looked = stats;
        Optional<Hunger> hunger = sight.get().hunger();
        if (hunger.isPresent() && !warned) {
            report.accept(new SessionEvent.Hungry(hunger.get()));
        }
        warned = hunger.isPresent();
    }
}
