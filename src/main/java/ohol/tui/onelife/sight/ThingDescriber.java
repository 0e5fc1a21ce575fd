package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Origin;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectKind;
import ohol.tui.onelife.protocol.GameObject;

/**
 * What the game data says of one object on a tile: what kind of thing it is, how used or full,
 * what it holds, its food, whether we crave it, and how it kills.
 */
final class ThingDescriber {
    private final Knowledge knowledge;
    private final ObjectCatalog catalog;
    private final Onlooker us;

    ThingDescriber(Knowledge knowledge, Onlooker us) {
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.us = us;
    }

    /** An object with what it holds (and what each of those holds). */
    TileFacts.ThingFacts of(GameObject object) {
        List<TileFacts.ThingFacts> contents = new ArrayList<>();
        for (GameObject.ContainedObject inside : object.contained()) {
            List<TileFacts.ThingFacts> sub = new ArrayList<>();
            for (int id : inside.subContained()) {
                sub.add(of(id, List.of(), 0));
            }
            contents.add(of(inside.id(), sub, 0));
        }
        return of(object.id(), contents, object.contained().size());
    }

    private TileFacts.ThingFacts of(int id, List<TileFacts.ThingFacts> contents, int held) {
        String name = catalog.displayName(id);
        Optional<ObjectDefinition> d = catalog.find(id);
        String kind = knowledge.kinds().kind(id).map(ObjectKind::word).orElse("unknown");
        int food = d.map(ObjectDefinition::foodValue).orElse(0);
        Optional<String> danger = knowledge.dangers().of(id).map(Threat::howItKills);
        return new TileFacts.ThingFacts(
                id, name, kind, d.flatMap(o -> state(o, held)), contents, food, us.craves(id), danger);
    }

    /** How used or full an object is, in words. */
    private Optional<String> state(ObjectDefinition o, int held) {
        List<String> words = new ArrayList<>();
        if (o.origin().kind() == Origin.Kind.USE_DUMMY) {
            int of = catalog.find(o.origin().parentId())
                    .map(ObjectDefinition::numUses)
                    .orElse(0);
            words.add((o.origin().index() + 1) + (of > 0 ? " of " + of : "") + " uses left");
        } else if (o.numUses() > 1) {
            words.add("all " + o.numUses() + " uses left");
        } else if (knowledge.search().isUsedUp(o.id())) {
            words.add("used up");
        }
        if (o.isContainer()) {
            words.add(
                    held == 0 ? "empty" : held >= o.numSlots() ? "full" : held + " of " + o.numSlots() + " slots used");
        }
        return words.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", words));
    }
}
