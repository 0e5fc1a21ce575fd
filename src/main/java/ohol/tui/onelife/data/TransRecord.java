package ohol.tui.onelife.data;

/**
 * One transition while the bank is being built, as the official {@code TransRecord}: mutable, for
 * the generators change some in place; {@link #deleted} marks one the used-object step replaced.
 */
final class TransRecord {
    int actor;
    int target;
    int newActor;
    int newTarget;
    int autoDecaySeconds;
    float actorMinUseFraction;
    float targetMinUseFraction;
    boolean reverseUseActor;
    boolean reverseUseTarget;
    int move;
    int desiredMoveDist;
    boolean noUseActor;
    boolean noUseTarget;
    boolean lastUseActor;
    boolean lastUseTarget;
    float actorChangeChance = 1;
    float targetChangeChance = 1;
    int newActorNoChange = -1;
    int newTargetNoChange = -1;
    boolean deleted;

    static TransRecord of(Transition t) {
        TransRecord r = new TransRecord();
        r.actor = t.actor();
        r.target = t.target();
        r.newActor = t.newActor();
        r.newTarget = t.newTarget();
        r.autoDecaySeconds = t.autoDecaySeconds();
        r.actorMinUseFraction = (float) t.actorMinUseFraction();
        r.targetMinUseFraction = (float) t.targetMinUseFraction();
        r.reverseUseActor = t.reverseUseActor();
        r.reverseUseTarget = t.reverseUseTarget();
        r.move = t.move();
        r.desiredMoveDist = t.desiredMoveDist();
        r.noUseActor = t.noUseActor();
        r.noUseTarget = t.noUseTarget();
        r.lastUseActor = t.lastUseActor();
        r.lastUseTarget = t.lastUseTarget();
        r.actorChangeChance = (float) t.actorChangeChance();
        r.targetChangeChance = (float) t.targetChangeChance();
        r.newActorNoChange = t.newActorNoChange();
        r.newTargetNoChange = t.newTargetNoChange();
        return r;
    }

    TransRecord copy() {
        TransRecord r = new TransRecord();
        r.actor = actor;
        r.target = target;
        copyValues(this, r);
        r.lastUseActor = lastUseActor;
        r.lastUseTarget = lastUseTarget;
        return r;
    }

    /** Everything but the key (actor, target and last-use flags). */
    static void copyValues(TransRecord from, TransRecord to) {
        to.newActor = from.newActor;
        to.newTarget = from.newTarget;
        to.autoDecaySeconds = from.autoDecaySeconds;
        to.actorMinUseFraction = from.actorMinUseFraction;
        to.targetMinUseFraction = from.targetMinUseFraction;
        to.reverseUseActor = from.reverseUseActor;
        to.reverseUseTarget = from.reverseUseTarget;
        to.move = from.move;
        to.desiredMoveDist = from.desiredMoveDist;
        to.noUseActor = from.noUseActor;
        to.noUseTarget = from.noUseTarget;
        to.actorChangeChance = from.actorChangeChance;
        to.targetChangeChance = from.targetChangeChance;
        to.newActorNoChange = from.newActorNoChange;
        to.newTargetNoChange = from.newTargetNoChange;
    }

    Transition toTransition() {
        return new Transition(
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
                actorChangeChance,
                targetChangeChance,
                newActorNoChange,
                newTargetNoChange);
    }
}
