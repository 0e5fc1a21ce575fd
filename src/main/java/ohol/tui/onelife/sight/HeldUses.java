package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ohol.tui.onelife.knowledge.Hints;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.Outcome;

/**
 * What what we hold (or the bare hand) does: to things in view first, nearest first, with where
 * the nearest of each is; then what else it is used on, each use that reads the same once.
 */
final class HeldUses {
    private final Knowledge knowledge;
    private final Onlooker us;

    HeldUses(Knowledge knowledge, Onlooker us) {
        this.knowledge = knowledge;
        this.us = us;
    }

    /** At most {@code limit} uses (and {@link Sight#MAX_HINTS}), with {@code objects} in view nearest first. */
    List<Sight.Use> of(List<Sight.Spot> objects, int limit) {
        Map<Integer, Sight.Spot> nearestOf = new LinkedHashMap<>();
        for (Sight.Spot s : objects) {
            nearestOf.putIfAbsent(s.id(), s);
        }
        List<Sight.Use> uses = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (Hints.Hint h :
                knowledge.hints().forHeld(us.heldId(), nearestOf.keySet(), Math.min(limit, Sight.MAX_HINTS))) {
            String text = new Outcome.Change(
                            h.held(),
                            h.heldName(),
                            h.target(),
                            h.targetName(),
                            h.newHeld(),
                            h.newHeldName(),
                            h.newTarget(),
                            h.newTargetName())
                    .text();
            if (!h.inView() && !said.add(text)) {
                continue; // variants of one thing (a garland with more or fewer flowers) read the same
            }
            Optional<Offset> at = h.inView()
                    ? Optional.ofNullable(nearestOf.get(h.target())).map(Sight.Spot::offset)
                    : Optional.empty();
            uses.add(new Sight.Use(
                    text,
                    h.held(),
                    h.heldName(),
                    h.target(),
                    h.targetName(),
                    h.newHeld(),
                    h.newHeldName(),
                    h.newTarget(),
                    h.newTargetName(),
                    at));
        }
        return uses;
    }
}
