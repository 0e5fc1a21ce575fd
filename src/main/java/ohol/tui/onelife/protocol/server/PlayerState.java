package ohol.tui.onelife.protocol.server;

import java.util.OptionalInt;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.Lines;

/**
 * One PU line for a player who is here:
 * {@code p_id po_id facing action action_target_x action_target_y o_id o_origin_valid o_origin_x
 * o_origin_y o_transition_source_id heat done_moving_seqNum force x y age age_r move_speed
 * clothing_set just_ate last_ate_id responsible_id held_yum held_learned}.
 *
 * @param displayId      the object id the player is drawn as (which says sex, skin, age stage)
 * @param facing         0 unchanged, 1 right, -1 left
 * @param held           what they hold; a negative id is a held baby's player id
 * @param heat           0 coldest, 0.5 ideal, 1 hottest
 * @param doneMovingSeq  above 0: standing still here, having finished move number {@code doneMovingSeq}
 * @param forced         the server cut a move short: this player must snap here (and, if it is us, send FORCE)
 * @param ageRate        seconds per year of age
 * @param moveSpeed      tiles per second
 */
public record PlayerState(
        int playerId,
        int displayId,
        int facing,
        boolean action,
        int actionX,
        int actionY,
        GameObject held,
        boolean heldOriginValid,
        int heldOriginX,
        int heldOriginY,
        int heldTransitionSourceId,
        double heat,
        int doneMovingSeq,
        boolean forced,
        int x,
        int y,
        double age,
        double ageRate,
        double moveSpeed,
        ClothingSet clothing,
        boolean justAte,
        int lastAteId,
        int responsibleId,
        boolean heldYum,
        boolean heldLearned)
        implements PlayerUpdate.PlayerLine {

    /** The player id of the baby being held, if what is held is a baby. */
    public OptionalInt heldBabyId() {
        return held.id() < 0 ? OptionalInt.of(-held.id()) : OptionalInt.empty();
    }

    public boolean isStill() {
        return doneMovingSeq > 0;
    }

    @Override
    public String toWire() {
        return Lines.join(
                playerId,
                displayId,
                facing,
                action ? 1 : 0,
                actionX,
                actionY,
                held.toWire(),
                heldOriginValid ? 1 : 0,
                heldOriginX,
                heldOriginY,
                heldTransitionSourceId,
                Decimals.two(heat),
                doneMovingSeq,
                forced ? 1 : 0,
                x,
                y,
                Decimals.two(age),
                Decimals.two(ageRate),
                Decimals.two(moveSpeed),
                clothing.toWire(),
                justAte ? 1 : 0,
                lastAteId,
                responsibleId,
                heldYum ? 1 : 0,
                heldLearned ? 1 : 0);
    }
}
