package ohol.tui.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.Replay;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.World;

/**
 * crowd.cap's world with {@link #ADDED} more people, as the gateway's load has them: a dozen on
 * our own tile, the rest in the rows around us, a third of them our children (named, with a
 * lineage), one carrying a baby. Made of the server's own messages, our player's line from the
 * capture copied with other ids, places and ages. {@link #step} is one frame of the load: one of
 * them starts walking a tile, or arrives.
 */
final class Crowd {
    static final int ADDED = 45;
    static final int FIRST_ID = 10_001;
    static final int ON_OUR_TILE = 12;

    private final Replay replay;
    private final PlayerState model;
    private final int us;

    private Crowd(Replay replay, PlayerState model, int us) {
        this.replay = replay;
        this.model = model;
        this.us = us;
    }

    /** crowd.cap played into a world, then the added people. */
    static Crowd of() {
        Replay replay = new Replay();
        PlayerState[] ours = new PlayerState[1];
        replay.play("crowd.cap", m -> {
            if (m instanceof PlayerUpdate pu) {
                for (PlayerUpdate.PlayerLine line : pu.players()) {
                    if (line instanceof PlayerState ps && ours[0] == null) {
                        ours[0] = ps;
                    }
                }
            }
        });
        int us = replay.world().snapshot().ourId().orElseThrow();
        Crowd crowd = new Crowd(replay, ours[0], us);
        crowd.arrive();
        return crowd;
    }

    World world() {
        return replay.world();
    }

    Replay replay() {
        return replay;
    }

    private void arrive() {
        int x = world().snapshot().ourPosition().x();
        int y = world().snapshot().ourPosition().y();
        List<PlayerUpdate.PlayerLine> lines = new ArrayList<>();
        List<Lineage.Person> lineage = new ArrayList<>();
        List<Names.Name> names = new ArrayList<>();
        for (int i = 0; i < ADDED; i++) {
            int id = FIRST_ID + i;
            int px = i < ON_OUR_TILE ? x : x - 6 + i % 13;
            int py = i < ON_OUR_TILE ? y : y - 3 + i / 13;
            GameObject held = i == 1 ? GameObject.of(-(FIRST_ID + 2)) : GameObject.of(0);
            lines.add(person(id, px, py, 1 + i * 1.3, held));
            if (i % 3 == 0) {
                lineage.add(new Lineage.Person(id, new Ancestors(List.of(us), OptionalInt.empty())));
                names.add(new Names.Name(id, "CHILD" + i, Optional.of("SMITH")));
            }
        }
        world().accept(new PlayerUpdate(lines));
        world().accept(new Lineage(lineage));
        world().accept(new Names(names));
        world().accept(new FrameEnd());
    }

    private PlayerState person(int id, int x, int y, double age, GameObject held) {
        PlayerState m = model;
        return new PlayerState(
                id,
                m.displayId(),
                m.facing(),
                false,
                0,
                0,
                held,
                false,
                0,
                0,
                -1,
                m.heat(),
                1,
                false,
                x,
                y,
                age,
                m.ageRate(),
                m.moveSpeed(),
                m.clothing(),
                false,
                0,
                -1,
                false,
                false);
    }

    /** The messages of frame {@code n} of the load: someone starts a step east, or ends it. */
    List<ServerMessage> step(int n) {
        int who = FIRST_ID + ON_OUR_TILE + (n / 2) % (ADDED - ON_OUR_TILE);
        int x = world().snapshot().ourPosition().x() - 6 + (who - FIRST_ID) % 13;
        int y = world().snapshot().ourPosition().y() - 3 + (who - FIRST_ID) / 13;
        if (n % 2 == 0) {
            return List.of(
                    new PlayerMovesStart(List.of(new PlayerMovesStart.Move(
                            who, x, y, 0.27, 0.27, false, List.of(new PlayerMovesStart.Step(1, 0))))),
                    new FrameEnd());
        }
        return List.of(
                new PlayerUpdate(List.of(person(who, x + 1, y, 1 + (who - FIRST_ID) * 1.3, GameObject.of(0)))),
                new FrameEnd());
    }
}
