package ohol.tui.onelife.data;

/**
 * One {@code transitions/<actor>_<target>[_LA|_LT].txt}: what happens when {@code actor} (held,
 * 0 for bare hands, -1 for time passing) is used on {@code target} (-1 for nothing; -2 and other
 * negatives are special cases of the game).
 *
 * @param actor                what is used (in hand)
 * @param target               what it is used on
 * @param newActor             what is in hand afterwards
 * @param newTarget            what is on the ground afterwards
 * @param autoDecaySeconds     for {@code actor == -1}: seconds until it happens; negative means
 *                             that many epochs ({@link #epochAutoDecay()})
 * @param actorMinUseFraction  the least fraction of uses the actor must have left
 * @param targetMinUseFraction the least fraction of uses the target must have left
 * @param reverseUseActor      the actor gains a use instead of losing one
 * @param reverseUseTarget     the target gains a use instead of losing one
 * @param move                 how a moving object moves (0: it does not)
 * @param desiredMoveDist      how far it moves
 * @param noUseActor           the actor loses no use
 * @param noUseTarget          the target loses no use
 * @param lastUseActor         applies to the actor's last use ({@code _LA})
 * @param lastUseTarget        applies to the target's last use ({@code _LT}, or the older {@code _L})
 * @param actorChangeChance    chance that the actor becomes {@code newActor}; otherwise it becomes
 *                             {@code newActorNoChange}. 1 in files; below 1 only in transitions
 *                             generated for objects whose uses are used up by chance
 * @param targetChangeChance   the same for the target
 * @param newActorNoChange     what the actor becomes when its change does not happen (-1: none)
 * @param newTargetNoChange    what the target becomes when its change does not happen (-1: none)
 */
public record Transition(
        int actor,
        int target,
        int newActor,
        int newTarget,
        int autoDecaySeconds,
        double actorMinUseFraction,
        double targetMinUseFraction,
        boolean reverseUseActor,
        boolean reverseUseTarget,
        int move,
        int desiredMoveDist,
        boolean noUseActor,
        boolean noUseTarget,
        boolean lastUseActor,
        boolean lastUseTarget,
        double actorChangeChance,
        double targetChangeChance,
        int newActorNoChange,
        int newTargetNoChange) {

    /** A transition as a file defines it: its changes always happen. */
    public Transition(
            int actor,
            int target,
            int newActor,
            int newTarget,
            int autoDecaySeconds,
            double actorMinUseFraction,
            double targetMinUseFraction,
            boolean reverseUseActor,
            boolean reverseUseTarget,
            int move,
            int desiredMoveDist,
            boolean noUseActor,
            boolean noUseTarget,
            boolean lastUseActor,
            boolean lastUseTarget) {
        this(
                actor,
                target,
                newActor,
                newTarget,
                autoDecaySeconds,
                actorMinUseFraction,
                targetMinUseFraction,
                reverseUseActor,
                reverseUseTarget,
                move,
                desiredMoveDist,
                noUseActor,
                noUseTarget,
                lastUseActor,
                lastUseTarget,
                1,
                1,
                -1,
                -1);
    }

    /** Time passing ({@code actor == -1}) rather than someone's hand. */
    public boolean isDecay() {
        return actor == -1;
    }

    /** Epochs until a decay counted in epochs happens; 0 when it is counted in seconds. */
    public int epochAutoDecay() {
        return autoDecaySeconds < 0 ? -autoDecaySeconds : 0;
    }
}
