package ohol.tui.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.client.AtPosition;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.Drop;
import ohol.tui.protocol.client.Remove;
import ohol.tui.protocol.client.Self;
import ohol.tui.protocol.client.Use;
import ohol.tui.protocol.server.MapChange;
import ohol.tui.protocol.server.PlayerUpdate;
import ohol.tui.protocol.server.ServerMessage;

/**
 * Handling things: picking berries and picking things up (USE), eating (SELF), putting down,
 * into a basket or swapping (DROP, SWAP), taking out of a basket (REMV). Like the real server
 * it ignores them during a walk and on tiles out of reach, and answers every one with a PU, so
 * the client's hands are never out of step. An MX tells everyone what changed on the ground:
 * {@code p_id} is the player for a drop, minus the player for anything else they did.
 */
final class Hands {
    private final PracticeWorld world;

    Hands(PracticeWorld world) {
        this.world = world;
    }

    void handle(PracticePlayer p, ClientCommand c) {
        if (p.isMoving()) {
            return; // the real server ignores USE, DROP and REMV until the walk is over
        }
        List<ServerMessage> changes = new ArrayList<>();
        boolean ate = false;
        if (c instanceof Use u && reachable(p, u.x(), u.y())) {
            use(p, u.x(), u.y(), changes);
        } else if (c instanceof Self) {
            ate = eat(p);
        } else if (c instanceof Drop d && d.clothingSlot() == -1 && reachable(p, d.x(), d.y())) {
            drop(p, d.x(), d.y(), changes);
        } else if (c instanceof AtPosition a && a.kind() == AtPosition.Kind.SWAP && reachable(p, a.x(), a.y())) {
            swap(p, a.x(), a.y(), changes);
        } else if (c instanceof Remove r && reachable(p, r.x(), r.y())) {
            remove(p, r.x(), r.y(), r.index(), changes);
        } else if (!(c instanceof Use || c instanceof Drop || c instanceof Remove || c instanceof AtPosition)) {
            return; // BABY, KILL and the rest have nothing to act on here
        }
        changes.add(new PlayerUpdate(List.of(p.state(world.now(), false, ate))));
        world.broadcast(changes.toArray(ServerMessage[]::new));
    }

    private static boolean reachable(PracticePlayer p, int x, int y) {
        return PracticeMap.inside(x, y) && Math.max(Math.abs(x - p.x), Math.abs(y - p.y)) <= 1;
    }

    private Optional<ObjectFacts> facts(GameObject o) {
        return o.isEmpty() ? Optional.empty() : world.objects.find(o.id());
    }

    private void set(int x, int y, GameObject o, int playerId, List<ServerMessage> changes) {
        world.map.setObject(x, y, o);
        changes.add(new MapChange(List.of(new MapChange.Change(x, y, world.map.floorAt(x, y), o, playerId, Optional.empty()))));
    }

    private void use(PracticePlayer p, int x, int y, List<ServerMessage> changes) {
        GameObject target = world.map.objectAt(x, y);
        if (!p.held.isEmpty() || target.isEmpty()) {
            return;
        }
        Optional<Integer> picked = world.objects.afterPicking(target.id());
        if (picked.isPresent()) {
            p.held = GameObject.of(PracticeObjects.GOOSEBERRY);
            set(x, y, GameObject.of(picked.get()), -p.id, changes);
        } else if (facts(target).map(f -> !f.permanent()).orElse(false)) {
            p.held = target;
            set(x, y, GameObject.NOTHING, -p.id, changes);
        }
    }

    private boolean eat(PracticePlayer p) {
        Optional<ObjectFacts> food = facts(p.held).filter(ObjectFacts::isFood);
        if (food.isEmpty()) {
            return false;
        }
        int before = p.food;
        p.food = Math.min(PracticePlayer.FOOD_CAPACITY, p.food + food.get().foodValue());
        p.lastAte = food.get().id();
        p.held = GameObject.NOTHING;
        world.sendFood(p, before);
        return true;
    }

    private void drop(PracticePlayer p, int x, int y, List<ServerMessage> changes) {
        if (p.held.isEmpty()) {
            return;
        }
        GameObject target = world.map.objectAt(x, y);
        if (target.isEmpty()) {
            set(x, y, p.held, p.id, changes);
            p.held = GameObject.NOTHING;
            return;
        }
        Optional<ObjectFacts> container = facts(target);
        Optional<ObjectFacts> item = facts(p.held);
        if (container.isPresent() && item.isPresent() && container.get().holds(item.get())
                && p.held.contained().isEmpty() && target.contained().size() < container.get().numSlots()) {
            List<GameObject.ContainedObject> inside = new ArrayList<>(target.contained());
            inside.add(new GameObject.ContainedObject(p.held.id(), List.of()));
            set(x, y, new GameObject(target.id(), inside), p.id, changes);
            p.held = GameObject.NOTHING;
        } else {
            swap(p, x, y, changes);
        }
    }

    private void swap(PracticePlayer p, int x, int y, List<ServerMessage> changes) {
        GameObject target = world.map.objectAt(x, y);
        if (!target.isEmpty() && facts(target).map(ObjectFacts::permanent).orElse(true)) {
            return;
        }
        GameObject held = p.held;
        p.held = target;
        set(x, y, held, p.id, changes);
    }

    private void remove(PracticePlayer p, int x, int y, int index, List<ServerMessage> changes) {
        GameObject target = world.map.objectAt(x, y);
        if (!p.held.isEmpty() || target.contained().isEmpty()) {
            return;
        }
        List<GameObject.ContainedObject> inside = new ArrayList<>(target.contained());
        int i = index < 0 || index >= inside.size() ? inside.size() - 1 : index;
        GameObject.ContainedObject taken = inside.remove(i);
        p.held = GameObject.of(taken.id());
        set(x, y, new GameObject(target.id(), inside), -p.id, changes);
    }
}
