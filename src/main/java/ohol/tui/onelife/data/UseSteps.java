package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The steps an object takes through its use dummies in one transition of the used-object step: the
 * official {@code TransIDPair} lists, one for the actor and one for the target, whose every pair
 * becomes a copy.
 */
final class UseSteps {
    /** A step of an object through its uses: from, to, and what it becomes if its use chance fails (0: nothing). */
    record Step(int from, int to, int noChange) {}

    private final Dummies dummies;

    UseSteps(Dummies dummies) {
        this.dummies = dummies;
    }

    /** Steps of an object used up (or filled, or kept) one use at a time; the official TransIDPair lists. */
    List<Step> decrement(int from, int to, boolean reverse, boolean noUse, boolean isTarget) {
        List<Step> steps = new ArrayList<>();
        int uses = dummies.numUses(from);
        int dir = reverse ? 1 : -1;
        if (noUse) {
            dir = 0;
            steps.add(new Step(from, to, 0));
        }
        for (int u = 0; u < uses; u++) {
            int fromId = -1;
            int toId = -1;
            int noChange = 0; // as the official pair left partly initialised
            int uTo = u + dir;
            if (u < uses - 1) {
                fromId = dummies.useDummy(from, u);
            } else if (dir == -1) {
                fromId = from;
            }
            if (uTo < uses - 1 && uTo >= 0) {
                toId = dummies.useDummy(to, uTo);
                noChange = u < uses - 1 ? dummies.useDummy(to, u) : to;
            } else if (uTo >= uses - 1) {
                toId = to;
                // a target filled back to its parent stays on its last dummy when the chance fails
                noChange = isTarget && dir == 1 && fromId != -1 ? fromId : to;
            }
            if (fromId != -1 && toId != -1) {
                steps.add(new Step(fromId, toId, noChange));
            }
        }
        return steps;
    }

    /** Steps of an object that is not used up: itself and its dummies with enough uses left. */
    List<Step> plain(int object, int newObject, int fromId, int toId, boolean reverse, float minUseFraction) {
        List<Step> steps = new ArrayList<>();
        if (object != 0 && reverse && newObject != 0 && dummies.numUses(newObject) > 1) {
            steps.add(new Step(object, dummies.useDummy(newObject, 0), 0));
            return steps;
        }
        steps.add(new Step(fromId, toId, toId));
        if (object != 0 && dummies.numUses(object) > 1) {
            for (int u = 0; u < dummies.numUses(object) - 1; u++) {
                if ((float) (u + 1) / (float) dummies.numUses(object) >= minUseFraction) {
                    steps.add(new Step(dummies.useDummy(object, u), toId, toId));
                }
            }
        }
        return steps;
    }
}
