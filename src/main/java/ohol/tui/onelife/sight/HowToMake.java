package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.knowledge.Outcome;
import ohol.tui.onelife.knowledge.Recipes;

/**
 * How to make a thing, for a name as a player types it: the object the name finds best (as
 * {@link ObjectSearch} ranks), whether it grows in the wild, and the cheapest way to make it
 * from what does ({@link Recipes}): the steps in the order to do them, each with the tools it
 * needs, and the whole as a tree ({@code recipe}: the last step, whose needs say how they are
 * made in turn).
 */
public record HowToMake(
        String query, int id, String name, boolean wild, Optional<Recipes.Step> recipe, List<StepLine> steps) {
    public HowToMake {
        steps = List.copyOf(steps);
    }

    /** One step to do: what it makes, in the game's words, and the tools it needs (not used up). */
    public record StepLine(int number, int made, String madeName, String text, List<String> tools, boolean waiting) {
        public StepLine {
            tools = List.copyOf(tools);
        }
    }

    /** The recipe for the object {@code query} names best; empty when it names none. */
    public static Optional<HowToMake> of(Knowledge knowledge, String query) {
        List<ObjectSearch.Match> found = knowledge.search().find(query, 1);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        ObjectSearch.Match m = found.get(0);
        Optional<Recipes.Step> recipe = knowledge.recipes().recipe(m.id());
        List<StepLine> lines = new ArrayList<>();
        if (recipe.isPresent()) {
            for (Recipes.Step s : recipe.get().inOrder()) {
                lines.add(new StepLine(
                        lines.size() + 1,
                        s.made(),
                        s.madeName(),
                        text(s),
                        s.tools().stream().map(Recipes.Need::name).toList(),
                        s.isWait()));
            }
        }
        return Optional.of(
                new HowToMake(query, m.id(), m.name(), knowledge.recipes().isWild(m.id()), recipe, lines));
    }

    /** A step in the game's words: {@code Stone + Big Hard Rock -> Sharp Stone}, or a wait. */
    public static String text(Recipes.Step s) {
        if (s.isWait()) {
            return "wait: " + s.target().name() + " -> " + s.madeName();
        }
        return new Outcome.Change(
                        s.actor().id(),
                        s.actor().name(),
                        s.target().id(),
                        s.target().name(),
                        s.newActor(),
                        s.newActorName(),
                        s.newTarget(),
                        s.newTargetName())
                .text();
    }

    /** One line for a player. */
    public String sentence() {
        if (wild && steps.isEmpty()) {
            return name + " grows in the wild: nothing to make";
        }
        if (steps.isEmpty()) {
            return "No known way to make " + name + " from what grows in the wild";
        }
        return name + ": " + steps.size() + " step" + (steps.size() == 1 ? "" : "s") + ", last "
                + steps.get(steps.size() - 1).text();
    }
}
