package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.path.Reach.ActionKind;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.GameObject.ContainedObject;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Remove;
import ohol.tui.onelife.protocol.client.RemoveFromClothing;
import ohol.tui.onelife.protocol.client.Self;
import ohol.tui.onelife.protocol.client.Use;
import ohol.tui.onelife.protocol.client.UseOnOther;
import ohol.tui.onelife.world.Position;

/**
 * Handling things as the official server does: USE (transitions, picking up, into and out of
 * containers), DROP and SWAP, REMV, SREMV, SELF (eating) and UBABY (feeding another). Every one
 * is answered with a PU of the actor, done or refused, so the client's hands are never out of
 * step; one aimed at a tile out of {@link Reach} changes nothing else. An MX tells everyone what
 * changed on the ground: {@code p_id} is the player for a drop into or onto a tile, minus the
 * player for anything else they did.
 */
final class Hands {
    private final PracticeWorld world;

    Hands(PracticeWorld world) {
        this.world = world;
    }

    /** Whether {@code c} is one of the actions handled here (others, such as KILL, are not modelled). */
    static boolean handles(ClientCommand c) {
        return c instanceof Use
                || c instanceof Drop
                || c instanceof Remove
                || c instanceof RemoveFromClothing
                || c instanceof Self
                || c instanceof UseOnOther
                || c instanceof AtPosition a && a.kind() == AtPosition.Kind.SWAP;
    }

    /** One action; the caller has checked that the player stands still and is not carried. */
    void handle(PracticePlayer p, ClientCommand c, Turn turn) {
        turn.update(p);
        if (c instanceof Use u) {
            if (reaches(p, u.x(), u.y(), ActionKind.USE)) {
                use(p, u.x(), u.y(), u.id().isPresent(), u.slot().orElse(-1), turn);
            }
        } else if (c instanceof Drop d) {
            if (reaches(p, d.x(), d.y(), ActionKind.DROP)) {
                drop(p, d.x(), d.y(), false, turn);
            }
        } else if (c instanceof AtPosition a && a.kind() == AtPosition.Kind.SWAP) {
            if (reaches(p, a.x(), a.y(), ActionKind.SWAP)) {
                drop(p, a.x(), a.y(), true, turn);
            }
        } else if (c instanceof Remove r) {
            if (reaches(p, r.x(), r.y(), ActionKind.REMOVE)) {
                remove(p, r.x(), r.y(), r.index(), turn);
            }
        } else if (c instanceof RemoveFromClothing) {
            // nobody wears anything in the practice world: nothing to take out
        } else if (c instanceof Self s) {
            if (reaches(p, s.x(), s.y(), ActionKind.SELF)) {
                feed(p, p, turn);
            }
        } else if (c instanceof UseOnOther o) {
            if (reaches(p, o.x(), o.y(), ActionKind.USE_ON_OTHER)) {
                world.playerToFeed(p, o.x(), o.y(), o.playerId()).ifPresent(target -> {
                    turn.update(target);
                    feed(p, target, turn);
                });
            }
        }
    }

    private static boolean reaches(PracticePlayer p, int x, int y, ActionKind kind) {
        return PracticeMap.inside(x, y) && Reach.canActOn(new Position(p.x, p.y), new Position(x, y), kind);
    }

    private Optional<ObjectFacts> facts(int id) {
        return id > 0 ? world.objects.find(id) : Optional.empty();
    }

    private int slots(int id) {
        return facts(id).map(ObjectFacts::numSlots).orElse(0);
    }

    private boolean canPickUp(int id, PracticePlayer p) {
        return facts(id).map(f -> f.canBePickedUpAt(p.age(world.now()))).orElse(false);
    }

    private void set(int x, int y, GameObject o, int responsible, Turn turn) {
        world.map.setObject(x, y, o);
        turn.mapChange(x, y, world.map.floorAt(x, y), o, responsible);
    }

    // USE ---------------------------------------------------------------------------------------

    private void use(PracticePlayer p, int x, int y, boolean aimed, int slot, Turn turn) {
        GameObject target = world.map.objectAt(x, y);
        int held = p.held.id();
        if (target.isEmpty()) {
            if (held > 0) {
                useOnGround(p, x, y, aimed, turn);
            }
            return;
        }
        Optional<ObjectFacts> known = facts(target.id());
        if (known.isEmpty()) {
            return;
        }
        ObjectFacts t = known.get();
        double age = p.age(world.now());
        // a full container in hand is no tool, unless no transition applies to it at all
        boolean heldCanBeUsed = p.held.contained().isEmpty()
                || world.transitions.find(held, t.id()).isEmpty();
        Optional<PracticeTransitions.Change> r = Optional.empty();
        if (held >= 0 && heldCanBeUsed) {
            r = world.transitions.find(held, t.id());
        }
        if (r.isPresent() && t.numSlots() > 0) {
            int inside = target.contained().size();
            int newSlots = slots(r.get().newTarget());
            if (inside > newSlots
                    && newSlots == 0
                    && r.get().newActor() > 0
                    && p.held.contained().isEmpty()) {
                newSlots = slots(r.get().newActor());
            }
            if (inside > newSlots) {
                r = Optional.empty(); // it would fling what is inside
            }
        }
        boolean defaultUse = false;
        if (r.isEmpty() && (held != 0 || t.permanent()) && (held <= 0 || t.numSlots() == 0)) {
            // what a bare hand would do, if it leaves the hand as it is
            r = world.transitions.find(0, t.id()).filter(change -> change.newActor() == 0);
            defaultUse = r.isPresent();
        }
        if (r.isPresent()
                && (r.get().newActor() == 0
                        ? age >= PracticePlayer.DEFAULT_ACTION_AGE
                        : canPickUp(r.get().newActor(), p))
                && (r.get().newTarget() == 0 || !blocks(r.get().newTarget()) || !world.someoneStandsOn(x, y))) {
            transform(p, x, y, target, r.get(), defaultUse, turn);
        } else if (held == 0 && !t.permanent() && t.canBePickedUpAt(age)) {
            p.held = target;
            set(x, y, GameObject.NOTHING, -p.id, turn);
        } else if (held == 0 && t.permanent()) {
            takeOut(p, x, y, target, slot, turn);
        } else if (held > 0) {
            putIn(p, x, y, target, false, turn);
        }
    }

    private boolean blocks(int id) {
        return facts(id).map(ObjectFacts::blocksWalking).orElse(false);
    }

    private void transform(
            PracticePlayer p,
            int x,
            int y,
            GameObject target,
            PracticeTransitions.Change r,
            boolean defaultUse,
            Turn turn) {
        List<ContainedObject> inside = target.contained();
        int oldSlots = slots(target.id());
        int newSlots = slots(r.newTarget());
        if (!defaultUse) {
            if (oldSlots > 0
                    && newSlots == 0
                    && p.held.isEmpty()
                    && r.newActor() > 0
                    && slots(r.newActor()) == oldSlots) {
                p.held = new GameObject(r.newActor(), inside); // the container comes into the hand, full
                inside = List.of();
            } else {
                p.held = r.newActor() == p.held.id() ? p.held : GameObject.of(r.newActor());
            }
        }
        List<ContainedObject> kept = inside.size() > newSlots ? inside.subList(0, newSlots) : inside;
        set(x, y, r.newTarget() == 0 ? GameObject.NOTHING : new GameObject(r.newTarget(), kept), -p.id, turn);
    }

    private void useOnGround(PracticePlayer p, int x, int y, boolean aimed, Turn turn) {
        ObjectFacts held = facts(p.held.id()).orElse(null);
        if (held == null || held.isFood() || aimed) {
            return;
        }
        world.transitions
                .find(held.id(), -1)
                .filter(r -> r.newTarget() != 0)
                .filter(r -> r.newActor() == 0 || canPickUp(r.newActor(), p))
                .filter(r -> !blocks(r.newTarget()) || !world.someoneStandsOn(x, y))
                .ifPresent(r -> {
                    p.held = GameObject.of(r.newActor());
                    set(x, y, GameObject.of(r.newTarget()), -p.id, turn);
                });
    }

    // containers ----------------------------------------------------------------------------------

    /** The server's removeFromContainerToHold: the top item (or slot {@code slot}) into an empty hand. */
    private boolean takeOut(PracticePlayer p, int x, int y, GameObject container, int slot, Turn turn) {
        List<ContainedObject> inside = container.contained();
        if (!p.held.isEmpty() || inside.isEmpty()) {
            return false;
        }
        int i = slot;
        if (i < 0) {
            i = inside.size() - 1;
            while (i > 0 && !canPickUp(inside.get(i).id(), p)) {
                i--;
            }
        }
        if (i >= inside.size() || !canPickUp(inside.get(i).id(), p)) {
            return false;
        }
        List<ContainedObject> left = new ArrayList<>(inside);
        ContainedObject taken = left.remove(i);
        p.held = new GameObject(
                taken.id(),
                taken.subContained().stream()
                        .map(id -> new ContainedObject(id, List.of()))
                        .toList());
        set(x, y, new GameObject(container.id(), left), -p.id, turn);
        return true;
    }

    /**
     * The server's addHeldToContainer: into a free slot if the held thing is containable and
     * small enough; when {@code swap}, a full container trades its bottom-most different item.
     */
    private boolean putIn(PracticePlayer p, int x, int y, GameObject container, boolean swap, Turn turn) {
        ObjectFacts c = facts(container.id()).orElse(null);
        ObjectFacts item = facts(p.held.id()).orElse(null);
        if (c == null || item == null || c.id() == PracticeObjects.FRESH_GRAVE || !c.holds(item)) {
            return false;
        }
        int inside = container.contained().size();
        boolean room = inside < c.numSlots() || swap && swapIndex(container.contained(), p, inside) >= 0;
        if (!room) {
            return false;
        }
        List<ContainedObject> now = new ArrayList<>(container.contained());
        now.add(new ContainedObject(
                p.held.id(),
                p.held.contained().stream().map(ContainedObject::id).toList()));
        ContainedObject added = now.get(now.size() - 1);
        p.held = GameObject.NOTHING;
        GameObject filled = new GameObject(container.id(), now);
        if (swap && now.size() > 1) {
            int back = swapIndex(now.subList(0, now.size() - 1), p, added);
            if (back >= 0) {
                ContainedObject taken = now.remove(back);
                p.held = new GameObject(
                        taken.id(),
                        taken.subContained().stream()
                                .map(id -> new ContainedObject(id, List.of()))
                                .toList());
                filled = new GameObject(container.id(), now);
            }
        }
        set(x, y, filled, p.id, turn);
        return true;
    }

    /** The server's getContainerSwapIndex before adding: the first item not the same as what is held. */
    private int swapIndex(List<ContainedObject> inside, PracticePlayer p, int limit) {
        ContainedObject held = new ContainedObject(
                p.held.id(),
                p.held.contained().stream().map(ContainedObject::id).toList());
        return swapIndex(inside.subList(0, limit), p, held);
    }

    private int swapIndex(List<ContainedObject> inside, PracticePlayer p, ContainedObject adding) {
        for (int i = 0; i < inside.size(); i++) {
            ContainedObject bottom = inside.get(i);
            boolean same = !canPickUp(bottom.id(), p) || bottom.equals(adding);
            if (!same) {
                return i;
            }
        }
        return -1;
    }

    // DROP and SWAP -------------------------------------------------------------------------------

    private void drop(PracticePlayer p, int x, int y, boolean swap, Turn turn) {
        if (p.held.isEmpty()) {
            return;
        }
        GameObject target = world.map.objectAt(x, y);
        if (p.holdsBaby()) {
            if (target.isEmpty() || !blocks(target.id())) {
                world.putDownBaby(p, x, y, turn);
            }
            return;
        }
        ObjectFacts held = facts(p.held.id()).orElse(null);
        boolean canDrop = held != null && !held.permanent();
        if (canDrop && target.isEmpty() && !world.someoneStandsOn(x, y)) {
            putDown(p, x, y, turn);
            return;
        }
        if (!canDrop) {
            return;
        }
        if (target.isEmpty()) {
            if (!held.blocksWalking()) {
                putDown(p, x, y, turn); // someone stands there: only what does not block
            }
            return;
        }
        ObjectFacts t = facts(target.id()).orElse(null);
        if (t == null) {
            return;
        }
        boolean canGoIn = !swap && held.containable() && t.isContainer() && t.slotSize() >= held.containSize();
        boolean forceUse = canGoIn
                && p.held.contained().isEmpty()
                && target.contained().isEmpty()
                && world.transitions
                        .find(held.id(), t.id())
                        .map(r -> r.newActor() == 0)
                        .orElse(false);
        if (canGoIn && !forceUse && putIn(p, x, y, target, true, turn)) {
            return;
        }
        if (forceUse || !canGoIn && t.permanent() && p.held.contained().isEmpty()) {
            use(p, x, y, false, -1, turn); // the server turns this drop into a USE
        } else if (!canGoIn && !t.permanent() && t.canBePickedUpAt(p.age(world.now()))) {
            swapWithGround(p, x, y, target, turn);
        }
    }

    /** The server's handleDrop for a thing: onto the tile, contents and all. */
    private void putDown(PracticePlayer p, int x, int y, Turn turn) {
        GameObject held = p.held;
        Optional<PracticeTransitions.Change> onDrop =
                world.transitions.find(held.id(), -1).filter(r -> r.newTarget() > 0 && r.newActor() == 0);
        if (onDrop.isPresent()) {
            held = new GameObject(onDrop.get().newTarget(), held.contained());
        }
        p.held = GameObject.NOTHING;
        set(x, y, held, p.id, turn);
    }

    private void swapWithGround(PracticePlayer p, int x, int y, GameObject target, Turn turn) {
        if (target.id() == p.held.id()
                && p.held.contained().isEmpty()
                && target.contained().isEmpty()) {
            return; // the same thing for the same thing: the server ignores it
        }
        world.map.setObject(x, y, GameObject.NOTHING);
        putDown(p, x, y, turn);
        p.held = target;
    }

    // REMV ------------------------------------------------------------------------------------------

    private void remove(PracticePlayer p, int x, int y, int index, Turn turn) {
        GameObject target = world.map.objectAt(x, y);
        boolean handEmpty = p.held.isEmpty();
        if (target.isEmpty() || takeOut(p, x, y, target, index, turn) || !handEmpty) {
            return;
        }
        ObjectFacts t = facts(target.id()).orElse(null);
        if (t == null) {
            return;
        }
        if (!t.permanent() && t.canBePickedUpAt(p.age(world.now()))) {
            p.held = target;
            set(x, y, GameObject.NOTHING, -p.id, turn);
        } else if (t.permanent()) {
            world.transitions
                    .find(0, t.id())
                    .filter(r -> r.newTarget() > 0 && slots(r.newTarget()) == t.numSlots())
                    .filter(r -> r.newActor() > 0 && canPickUp(r.newActor(), p))
                    .ifPresent(r -> {
                        p.held = GameObject.of(r.newActor());
                        set(x, y, new GameObject(r.newTarget(), target.contained()), -p.id, turn);
                    });
        }
    }

    // SELF and UBABY ------------------------------------------------------------------------------

    /** Food from {@code p}'s hand into {@code eater} (p itself for SELF), as the server allows it. */
    private void feed(PracticePlayer p, PracticePlayer eater, Turn turn) {
        ObjectFacts food = facts(p.held.id()).filter(ObjectFacts::isFood).orElse(null);
        if (food == null) {
            return;
        }
        long now = world.now();
        int capacity = eater.foodCapacity(now);
        if (eater.age(now) < PracticePlayer.DEFAULT_ACTION_AGE && eater.food > PracticeWorld.BABY_FEEDING_LEVEL) {
            return; // a small child who is not hungry refuses food
        }
        if (eater.food >= capacity) {
            return;
        }
        eater.lastAteFillMax = eater.food;
        eater.food = Math.min(capacity, eater.food + food.foodValue());
        eater.lastAte = food.id();
        turn.ate(eater);
        p.held = world.transitions
                .find(food.id(), -1)
                .map(r -> GameObject.of(r.newActor()))
                .orElse(GameObject.NOTHING);
    }
}
