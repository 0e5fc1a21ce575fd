package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.Grave;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Deaths as the server tells them: a carried baby is put down, the carrier's hands emptied, a
 * grave where they fell (GV and MX; not for a life given up by leaving), the PU line with
 * {@code X X} and the reason. The dead player's link hears the news for
 * {@link PracticeConfig#goodbye()}, then is closed.
 *
 * <p>Thread safety: runs on the one world thread, as {@link PracticeWorld} does.
 */
final class Deaths {
    private final PracticeWorld world;
    private final Families families;
    private final Inquiries inquiries;

    Deaths(PracticeWorld world, Families families, Inquiries inquiries) {
        this.world = world;
        this.families = families;
        this.inquiries = inquiries;
    }

    /** A death that leaves a Fresh Grave where the player fell when {@code grave}, else nothing on the ground. */
    void die(PracticePlayer p, String reason, boolean grave) {
        die(p, reason, grave ? PracticeObjects.FRESH_GRAVE : 0, GameObject.NOTHING);
    }

    /**
     * A baby's DIE (server.cpp): a baby in arms leaves Baby Bones in its carrier's hands, its
     * grave recorded where the carrier stands; one on the ground leaves a Baby Bone Pile. Where
     * the game data has neither, a Fresh Grave, or empty hands, as for any death.
     */
    void babyGivesUp(PracticePlayer baby) {
        boolean bonesKnown = world.objects.find(PracticeObjects.BABY_BONES).isPresent();
        if (baby.heldBy != null) {
            die(baby, "reason_SID", 0, bonesKnown ? GameObject.of(PracticeObjects.BABY_BONES) : GameObject.NOTHING);
        } else {
            boolean pileKnown =
                    world.objects.find(PracticeObjects.BABY_BONE_PILE).isPresent();
            die(
                    baby,
                    "reason_SID",
                    pileKnown ? PracticeObjects.BABY_BONE_PILE : PracticeObjects.FRESH_GRAVE,
                    GameObject.NOTHING);
        }
    }

    /** {@code graveId}: what is left on the ground, 0 for nothing; {@code carrierKeeps}: what a carrier is left holding. */
    private void die(PracticePlayer p, String reason, int graveId, GameObject carrierKeeps) {
        long now = world.now();
        Turn turn = new Turn();
        List<ServerMessage> out = new ArrayList<>();
        if (p.heldBy != null) {
            PracticePlayer carrier = p.heldBy;
            carrier.held = carrierKeeps;
            p.x = carrier.x;
            p.y = carrier.y;
            p.heldBy = null;
            turn.update(carrier);
            if (!carrierKeeps.isEmpty()) { // the bones in hand are the grave
                out.add(new Grave(p.x, p.y, p.id));
                inquiries.buried(p, now);
            }
        }
        if (p.holdsBaby()) {
            turn.update(p);
            families.putDown(p, p.x, p.y, turn);
        }
        p.dead = true;
        if (graveId > 0
                && world.map.objectAt(p.x, p.y).isEmpty()
                && world.objects.find(graveId).isPresent()) {
            List<GameObject.ContainedObject> kept = p.held.id() > 0
                            && world.objects
                                    .find(p.held.id())
                                    .map(ObjectFacts::containable)
                                    .orElse(false)
                    ? List.of(new GameObject.ContainedObject(p.held.id(), List.of()))
                    : List.of();
            GameObject fresh = new GameObject(graveId, kept);
            world.map.setObject(p.x, p.y, fresh);
            out.add(new Grave(p.x, p.y, p.id));
            inquiries.buried(p, now);
            turn.mapChange(p.x, p.y, world.map.floorAt(p.x, p.y), fresh, -p.id);
        }
        p.held = GameObject.NOTHING;
        world.players.remove(p.id);
        if (!turn.tiles().isEmpty()) {
            out.add(new MapChange(turn.tiles()));
        }
        List<PlayerUpdate.PlayerLine> lines = new ArrayList<>();
        for (PracticePlayer q : turn.updated()) {
            lines.add(q.state(now, turn.isForced(q), false));
        }
        lines.add(p.removed(now, reason));
        out.add(new PlayerUpdate(lines));
        world.links.broadcastTo(p.link, out);
        if (p.link != null) {
            world.links.mourn(p.link, now + world.config.goodbye().toNanos());
        }
    }
}
