package ohol.tui.ui;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.knowledge.Recipes;
import ohol.tui.sight.HowToMake;

/**
 * How do I make X? The cheapest way from what grows in the wild, as a tree: each step with what
 * it makes, in the game's words, the tools it needs, and under it the steps that make what it
 * uses; then the same steps in the order to do them.
 */
final class RecipeOverlay extends ListOverlay {
    /** Lines of the tree at most: the real data's longest recipes need a few hundred. */
    static final int MAX_TREE_LINES = 400;

    private final HowToMake how;

    RecipeOverlay(HowToMake how) {
        this.how = how;
    }

    @Override
    String title() {
        return "How to make " + how.name();
    }

    @Override
    List<Line> lines(View view) {
        List<Line> lines = new ArrayList<>();
        if (how.recipe().isEmpty()) {
            lines.add(Line.of(how.sentence(), how.wild() ? Painter.GOOD : Painter.WARN));
            return lines;
        }
        tree(how.recipe().get(), 0, lines);
        lines.add(Line.of("", Painter.TEXT));
        lines.add(Line.of("In order:", Painter.ACCENT));
        for (HowToMake.StepLine s : how.steps()) {
            String tools = s.tools().isEmpty() ? "" : "  [tools: " + String.join(", ", s.tools()) + "]";
            lines.add(Line.of(s.number() + ". " + s.text() + tools, Painter.TEXT));
        }
        return lines;
    }

    private static void tree(Recipes.Step step, int depth, List<Line> lines) {
        if (lines.size() >= MAX_TREE_LINES || depth > Recipes.MAX_DEPTH) {
            return;
        }
        String indent = "  ".repeat(depth);
        String tools = step.tools().isEmpty()
                ? ""
                : "  [tools: "
                        + String.join(
                                ", ",
                                step.tools().stream().map(Recipes.Need::name).toList()) + "]";
        lines.add(Line.of(
                indent + step.madeName() + ": " + HowToMake.text(step) + tools,
                depth == 0 ? Painter.ACCENT : Painter.TEXT));
        for (Recipes.Need need : List.of(step.actor(), step.target())) {
            if (need.made().isPresent()) {
                tree(need.made().get(), depth + 1, lines);
            } else if (!need.isFree()) {
                lines.add(Line.of(indent + "  " + need.name() + ": found in the wild", Painter.GOOD));
            }
        }
    }
}
