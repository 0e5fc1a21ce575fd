package ohol.tui.onelife.data;

import java.util.Map;

/**
 * The expansion's second step: a transition whose actor or target is a pattern category is copied
 * for each position of the pattern, members of the other patterns of the same size in it taking
 * part by position; a pattern of another size stays as it is. A position that already has a
 * transition keeps it.
 */
final class PatternCopies {
    private final Map<Integer, Category> categories;
    private final TransitionBank bank;

    /** {@code categories}: every category by its parent id. */
    PatternCopies(Map<Integer, Category> categories, TransitionBank bank) {
        this.categories = categories;
        this.bank = bank;
    }

    void run() {
        int count = bank.size();
        for (int i = 0; i < count; i++) {
            TransRecord tr = bank.at(i);
            int[] ids = {tr.actor, tr.target, tr.newActor, tr.newTarget};
            Category[] patterns = new Category[4];
            int size = -1;
            int found = 0;
            for (int n = 0; n < 4; n++) {
                if (ids[n] <= 0) {
                    continue;
                }
                Category c = categories.get(ids[n]);
                if (c == null || c.kind() != Category.Kind.PATTERN) {
                    continue;
                }
                if (size != -1 && c.objectIds().size() != size) {
                    continue; // a pattern of another length does not take part
                }
                size = c.objectIds().size();
                patterns[n] = c;
                found++;
            }
            if (found == 0 || (patterns[0] == null && patterns[1] == null)) {
                continue;
            }
            for (int p = 0; p < size; p++) {
                int[] now = ids.clone();
                for (int n = 0; n < 4; n++) {
                    if (patterns[n] != null) {
                        now[n] = patterns[n].objectIds().get(p);
                    }
                }
                if (bank.get(now[0], now[1], tr.lastUseActor, tr.lastUseTarget) == null) {
                    TransRecord r = tr.copy();
                    r.actor = now[0];
                    r.target = now[1];
                    r.newActor = now[2];
                    r.newTarget = now[3];
                    bank.add(r);
                }
            }
        }
    }
}
