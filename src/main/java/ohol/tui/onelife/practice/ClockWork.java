package ohol.tui.onelife.practice;

import java.util.ArrayList;
import ohol.tui.onelife.protocol.server.FrameEnd;

/**
 * The clock's work, as the server does it each step: walks that arrive, hunger and old age,
 * lives whose player never came back, and links whose time is up.
 *
 * <p>Thread safety: runs on the one world thread, as {@link PracticeWorld} does.
 */
final class ClockWork {
    private final PracticeWorld world;
    private final Moves moves;
    private final Deaths deaths;

    ClockWork(PracticeWorld world, Moves moves, Deaths deaths) {
        this.world = world;
        this.moves = moves;
        this.deaths = deaths;
    }

    void tick() {
        long now = world.now();
        moves.arrivals(now);
        for (PracticePlayer p : new ArrayList<>(world.players.values())) {
            if (p.dead) {
                continue;
            }
            if (p.age(now) >= PracticePlayer.OLD_AGE) {
                deaths.die(p, "reason_age", true);
            } else if (now >= p.nextHungerNanos) {
                hunger(p, now);
            }
        }
        for (PracticePlayer p : new ArrayList<>(world.players.values())) {
            if (p.link == null
                    && p.disconnectedAt >= 0
                    && now - p.disconnectedAt > world.config.linger().toNanos()) {
                deaths.die(p, "reason_disconnected", false);
            }
        }
        world.links.hangUpLate(now, world.config.loginWait().toNanos());
    }

    /** One food pip, as the server takes it: not from a baby in a fertile woman's arms; below 0 is death. */
    private void hunger(PracticePlayer p, long now) {
        p.nextHungerNanos = now + world.config.foodPip().toNanos();
        if (p.heldBy != null && p.heldBy.isFertile(now)) {
            return;
        }
        p.food--;
        if (p.food < 0) {
            p.food = 0;
            deaths.die(p, "reason_hunger", true);
            return;
        }
        if (p.link != null) {
            world.sendFood(p, -1);
            world.send(p.link, new FrameEnd());
        }
    }
}
