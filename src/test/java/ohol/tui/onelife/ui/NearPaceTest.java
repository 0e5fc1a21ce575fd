package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

class NearPaceTest {
    private static final long SECOND = 1_000_000_000L;
    private static final Position VIEW = new Position(0, 0);

    private static Thing bush(int dx) {
        return new Thing(Thing.Group.THING, 30, "Wild Gooseberry Bush", dx, 0, 1, true, false, false, 0, "");
    }

    private static Thing wolf(int dx) {
        return new Thing(Thing.Group.DANGER, 418, "Wolf", dx, 0, 1, false, false, false, 0, "");
    }

    private final NearPace pace = new NearPace();

    /** The list shown after a step to {@code x, 0} at {@code nanos}, in edge-scroll mode. */
    private List<Thing> stepTo(int x, long nanos, List<Thing> fresh) {
        return pace.pace(fresh, true, new Position(x, 0), VIEW, nanos);
    }

    @Test
    void whileWeWalkAListThatOnlyMovedWaits() {
        List<Thing> first = List.of(bush(6));
        assertSame(first, stepTo(0, 0, first));
        assertSame(first, stepTo(1, SECOND / 2, List.of(bush(5))));
        assertSame(first, stepTo(2, SECOND, List.of(bush(4))));
    }

    @Test
    void itCatchesUpOnceWeStandStill() {
        stepTo(0, 0, List.of(bush(6)));
        stepTo(1, SECOND / 2, List.of(bush(5)));
        List<Thing> now = List.of(bush(5));
        assertSame(now, stepTo(1, SECOND / 2 + NearPace.SETTLE_NANOS, now));
    }

    @Test
    void orAfterAtMostThePaceWhileWeKeepWalking() {
        stepTo(0, 0, List.of(bush(30)));
        for (int x = 1; x < 30; x++) {
            List<Thing> fresh = List.of(bush(30 - x));
            List<Thing> shown = stepTo(x, x * 300_000_000L, fresh);
            if (x * 300_000_000L >= NearPace.PACE_NANOS) {
                assertSame(fresh, shown);
                return;
            }
        }
        throw new AssertionError("never caught up");
    }

    /**
     * Two things that swap places while we walk keep theirs, also when the page turns (re-sorting
     * rewrote most lines of the list, a quarter of a page turn's bytes): only the distances are
     * rewritten, and nearest comes first again once we stand still.
     */
    @Test
    void whileWeKeepWalkingTheDistancesCatchUpInTheOrderShown() {
        Thing stone = new Thing(Thing.Group.THING, 33, "Stone", 4, 0, 1, false, false, false, 0, "");
        stepTo(0, 0, List.of(bush(3), stone));
        Thing stoneNow = new Thing(Thing.Group.THING, 33, "Stone", 1, 0, 1, false, false, false, 0, "");
        List<Thing> fresh = List.of(stoneNow, bush(6));
        List<Thing> shown = stepTo(3, NearPace.PACE_NANOS, fresh);
        assertEquals(List.of(fresh.get(1), stoneNow), shown);
        List<Thing> turned = pace.pace(fresh, true, new Position(4, 0), new Position(9, 0), NearPace.PACE_NANOS + 1);
        assertEquals(List.of(fresh.get(1), stoneNow), turned, "the page turned: the order as shown");
        List<Thing> stood = pace.pace(
                fresh, true, new Position(4, 0), new Position(9, 0), NearPace.PACE_NANOS + 1 + NearPace.SETTLE_NANOS);
        assertSame(fresh, stood, "we stood still: nearest first again");
    }

    @Test
    void somethingNewInViewShowsAtOnce() {
        stepTo(0, 0, List.of(bush(6)));
        List<Thing> more =
                List.of(bush(5), new Thing(Thing.Group.THING, 33, "Stone", 3, 1, 1, false, false, false, 0, ""));
        assertSame(more, stepTo(1, SECOND / 3, more));
        List<Thing> two = List.of(
                new Thing(Thing.Group.THING, 30, "Wild Gooseberry Bush", 4, 0, 2, true, false, false, 0, ""),
                more.get(1));
        assertSame(two, stepTo(2, 2 * SECOND / 3, two), "a count that changes is news");
    }

    @Test
    void whatKillsIsNeverKeptWaiting() {
        stepTo(0, 0, List.of(wolf(6)));
        List<Thing> closer = List.of(wolf(5));
        assertSame(closer, stepTo(1, SECOND / 3, closer));
    }

    @Test
    void centredTheListKeepsUp() {
        pace.pace(List.of(bush(6)), false, new Position(0, 0), VIEW, 0);
        List<Thing> fresh = List.of(bush(5));
        assertSame(fresh, pace.pace(fresh, false, new Position(1, 0), VIEW, SECOND / 3));
    }

    @Test
    void whenTheMapTurnsAPageTheListCatchesUp() {
        stepTo(0, 0, List.of(bush(6)));
        stepTo(1, SECOND / 3, List.of(bush(5)));
        List<Thing> fresh = List.of(bush(4));
        assertSame(fresh, pace.pace(fresh, true, new Position(2, 0), new Position(9, 0), 2 * SECOND / 3));
    }
}
