package ohol.tui.onelife.session;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Origin;
import ohol.tui.onelife.protocol.GameObject;

/** What an action changed, in a player's words: {@code You picked a Gooseberry; the Wild Gooseberry Bush has 4 left}. */
final class ChangeText {
    private final ObjectCatalog catalog;
    /** Who a player is, in words ({@code your daughter}, {@code a baby boy}): a baby in arms is held as minus its player id. */
    private final IntFunction<String> people;

    ChangeText(ObjectCatalog catalog, IntFunction<String> people) {
        this.catalog = catalog;
        this.people = people;
    }

    String describe(GameObject heldBefore, GameObject heldAfter, GameObject thereBefore, GameObject thereAfter) {
        List<String> parts = new ArrayList<>();
        boolean handChanged = !heldAfter.equals(heldBefore);
        boolean tileChanged = !thereAfter.equals(thereBefore);
        if (handChanged && heldBefore.isEmpty() && heldAfter.id() < 0) {
            return "You picked up " + name(heldAfter);
        }
        if (handChanged && heldBefore.id() < 0 && heldAfter.isEmpty()) {
            return "You put down " + name(heldBefore);
        }
        if (handChanged && heldBefore.isEmpty() && thereAfter.isEmpty() && sameThing(heldAfter, thereBefore)) {
            return "You picked up the " + name(heldAfter);
        }
        if (handChanged && heldAfter.isEmpty() && thereBefore.isEmpty() && sameThing(heldBefore, thereAfter)) {
            return "You put down the " + name(heldBefore);
        }
        if (!thereBefore.isEmpty() && thereBefore.id() == thereAfter.id()) {
            int in = thereAfter.contained().size() - thereBefore.contained().size();
            if (in > 0 && heldAfter.isEmpty()) {
                return "You put the " + name(heldBefore) + " in the " + name(thereAfter);
            }
            if (in < 0 && heldBefore.isEmpty()) {
                return "You took the " + name(heldAfter) + " out of the " + name(thereAfter);
            }
        }
        if (handChanged) {
            parts.add(
                    heldAfter.isEmpty()
                            ? "your hands are empty now"
                            : heldBefore.isEmpty()
                                    ? "you took " + article(heldAfter)
                                    : "you now hold " + article(heldAfter));
        }
        if (tileChanged) {
            if (thereAfter.isEmpty()) {
                parts.add("the " + name(thereBefore) + " is gone");
            } else if (thereBefore.isEmpty()) {
                parts.add("there is " + article(thereAfter) + " there now");
            } else if (catalog.parentOf(thereBefore.id()) == catalog.parentOf(thereAfter.id())) {
                parts.add("the " + name(thereAfter) + usesLeft(thereAfter.id()));
            } else {
                parts.add("the " + name(thereBefore) + " became " + article(thereAfter));
            }
        }
        String text = String.join("; ", parts);
        return text.isEmpty() ? "Done" : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private boolean sameThing(GameObject a, GameObject b) {
        return !a.isEmpty() && !b.isEmpty() && catalog.parentOf(a.id()) == catalog.parentOf(b.id());
    }

    /** " has 4 left" for a thing with uses; " changed" otherwise. */
    private String usesLeft(int id) {
        return catalog.find(id)
                .map(d -> {
                    int left = d.origin().kind() == Origin.Kind.USE_DUMMY
                            ? d.origin().index() + 1
                            : d.numUses();
                    return left > 0 && usesOf(d) > 1 ? " has " + left + " left" : " changed";
                })
                .orElse(" changed");
    }

    private int usesOf(ObjectDefinition d) {
        return d.origin().kind() == Origin.Kind.USE_DUMMY
                ? catalog.find(d.origin().parentId())
                        .map(ObjectDefinition::numUses)
                        .orElse(0)
                : d.numUses();
    }

    private String name(GameObject o) {
        return o.id() < 0 ? people.apply(-o.id()) : catalog.displayName(o.id());
    }

    private String article(GameObject o) {
        String n = name(o);
        return (n.isEmpty() || "AEIOUaeiou".indexOf(n.charAt(0)) < 0 ? "a " : "an ") + n;
    }
}
