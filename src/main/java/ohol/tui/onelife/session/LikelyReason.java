package ohol.tui.onelife.session;

import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.protocol.GameObject;

/**
 * Why the server most likely did nothing with an action, from the game's own rules and data:
 * the server sends no reason, only a {@code PU} that changed nothing.
 */
final class LikelyReason {
    private final ObjectCatalog catalog;
    private final TransitionBook transitions;

    LikelyReason(ObjectCatalog catalog, TransitionBook transitions) {
        this.catalog = catalog;
        this.transitions = transitions;
    }

    String why(Action action, GameObject held, GameObject there, double age) {
        if (action instanceof TileAction.Use) {
            return use(held, there, age);
        } else if (action instanceof TileAction.Drop) {
            return drop(held, there);
        } else if (action instanceof TileAction.Remove) {
            return there.isEmpty()
                    ? "there is nothing there to take from"
                    : there.contained().isEmpty()
                            ? "the " + name(there) + " is empty"
                            : !held.isEmpty() ? "your hands are full" : "the server would not let you take it";
        } else if (action instanceof TileAction.Swap) {
            return there.isEmpty()
                    ? "there is nothing there to swap with"
                    : "the " + name(there) + " cannot be swapped";
        } else if (action instanceof TileAction.PickUpBaby) {
            return age < 10
                    ? "too young to carry a baby (from age 10)"
                    : !held.isEmpty() ? "your hands are full" : "no baby under 5 stands there";
        } else if (action instanceof BodyAction.Self) {
            return held.isEmpty()
                    ? "nothing in hand"
                    : def(held)
                            .map(d -> d.isFood() || d.isWorn()
                                    ? "you cannot have more of it now (full, or already wearing one)"
                                    : "the " + d.name() + " can be neither eaten nor worn")
                            .orElse("the server did not take it");
        }
        return "the server did not take it";
    }

    private String use(GameObject held, GameObject there, double age) {
        int actor = held.isEmpty() ? TransitionBook.BARE_HAND : held.id();
        int target = there.isEmpty() ? TransitionBook.NOTHING : there.id();
        if (there.isEmpty() && held.isEmpty()) {
            return "there is nothing there";
        }
        if (transitions.find(actor, target).isPresent()) {
            if (held.isEmpty() && age < 3) {
                return "too young to do that with bare hands (from age 3)";
            }
            return "the transition needs something more (another use left, a tool, or the right season)";
        }
        Optional<ObjectDefinition> d = def(there);
        if (held.isEmpty() && d.isPresent()) {
            if (d.get().permanent()) {
                return "the " + d.get().name() + " cannot be picked up, and bare hands do nothing to it";
            }
            if (d.get().minPickupAge() > age) {
                return "too young to pick up the " + d.get().name() + " (from age "
                        + d.get().minPickupAge() + ")";
            }
        }
        if (!held.isEmpty()
                && d.isPresent()
                && !d.get().permanent()
                && transitions.find(TransitionBook.BARE_HAND, target).isEmpty()) {
            return "your hands are full (no known use of the " + name(held) + " on the "
                    + d.get().name() + ")";
        }
        return "no known use of " + (held.isEmpty() ? "a bare hand" : "the " + name(held)) + " on "
                + (there.isEmpty() ? "the bare ground" : "the " + name(there));
    }

    private String drop(GameObject held, GameObject there) {
        if (held.isEmpty()) {
            return "nothing in hand to put down";
        }
        Optional<ObjectDefinition> inHand = def(held);
        if (inHand.isPresent() && inHand.get().permanent()) {
            // server.cpp: canDrop is false while the held object is permanent (a wound, a bite)
            return "the " + inHand.get().name() + " cannot be put down: it stays until it heals or someone tends it";
        }
        if (there.isEmpty()) {
            return "the ground there does not take it";
        }
        Optional<ObjectDefinition> container = def(there);
        if (container.isEmpty() || !container.get().isContainer()) {
            return "the tile is taken (a " + name(there) + " stands there)";
        }
        if (there.contained().size() >= container.get().numSlots()) {
            return "the " + container.get().name() + " is full";
        }
        return def(held)
                .map(h -> !h.containable() || h.containSize() > container.get().slotSize()
                        ? "the " + h.name() + " does not fit in the "
                                + container.get().name()
                        : "the server would not put it there")
                .orElse("the server would not put it there");
    }

    private Optional<ObjectDefinition> def(GameObject o) {
        return o.isEmpty() || o.id() < 0 ? Optional.empty() : catalog.find(o.id());
    }

    private String name(GameObject o) {
        return catalog.displayName(o.id());
    }
}
