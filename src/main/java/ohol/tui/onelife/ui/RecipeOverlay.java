package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.knowledge.Recipes;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Thing;

/**
 * How do I make X? The cheapest way from what grows in the wild, as a tree ({@link RecipeTree}):
 * each thing to make once, numbered in the order to do it, later uses referring back to its
 * step; what you hold and what lies in view marked. Subtrees below {@link #FOLD_DEPTH} start
 * folded: Enter or Space on a line unfolds all under it or folds it (on a "see step" line, goes
 * to that step), Left and Right fold and unfold one level, Up and Down move, PgUp/PgDn page,
 * {@code o} shows the steps in order instead (with the tools each needs).
 */
final class RecipeOverlay implements Overlay {
    /** Lines of the tree below this depth start folded (the last step is depth 0). */
    static final int FOLD_DEPTH = 4;

    static final String KEYS = "Up/Down  Enter/Space: fold, or go to the step  PgUp/PgDn  o: in order  Esc";

    private final HowToMake how;
    private final Optional<RecipeTree> tree;
    private boolean inOrder;
    private int selected;
    private int top;
    private int page = 1;

    RecipeOverlay(HowToMake how) {
        this.how = how;
        this.tree = how.recipe().map(r -> new RecipeTree(r, FOLD_DEPTH));
    }

    private record Row(String text, TextColor colour, Optional<RecipeTree.Node> node) {}

    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        List<String> lines = new ArrayList<>();
        rows(view).forEach(r -> lines.add("  " + r.text()));
        lines.add(KEYS);
        return !Overlay.fits(lines, cols, rows);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        int width = Math.max(10, g.getSize().getColumns() - 1);
        page = Math.max(1, rows - 2);
        List<Row> lines = rows(view);
        selected = Math.max(0, Math.min(selected, lines.size() - 1));
        List<Shown> shown = new ArrayList<>();
        int first = 0;
        int last = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (i == selected) {
                first = shown.size();
            }
            wrap(lines.get(i), i, width, shown);
            if (i == selected) {
                last = shown.size() - 1;
            }
        }
        if (first < top) {
            top = first;
        } else if (last >= top + page) {
            top = Math.min(first, last - page + 1);
        }
        top = Math.max(0, Math.min(top, Math.max(0, shown.size() - page)));
        String where = shown.size() > page
                ? "  rows " + (top + 1) + "-" + Math.min(shown.size(), top + page) + " of " + shown.size()
                : "";
        Text.line(g, 0, ServerText.clean(title()) + where, Painter.ACCENT);
        for (int r = 1; r < rows - 1; r++) {
            int i = top + r - 1;
            if (i >= shown.size()) {
                Text.line(g, r, "", Painter.TEXT);
                continue;
            }
            Shown row = shown.get(i);
            boolean mark = tree.isPresent() && !inOrder && row.line() == selected && row.first();
            Text.line(g, r, (mark ? ">" : " ") + row.text(), row.colour());
        }
        Text.line(g, rows - 1, tree.isPresent() ? KEYS : "Esc closes", Painter.DIM);
    }

    /** A screen row of a line, which may take several when the terminal is narrow. */
    private record Shown(String text, TextColor colour, int line, boolean first) {}

    /** Cuts a line into rows at spaces, the rows after the first indented under its words. */
    private static void wrap(Row row, int index, int width, List<Shown> out) {
        String text = ServerText.clean(row.text());
        int indent = 0;
        while (indent < text.length() && text.charAt(indent) == ' ') {
            indent++;
        }
        indent = Math.min(indent + 4, width / 2);
        List<String> parts = Text.wrap(text, width);
        out.add(new Shown(parts.get(0), row.colour(), index, true));
        String rest = String.join(" ", parts.subList(1, parts.size()));
        if (!rest.isEmpty()) {
            for (String part : Text.wrap(rest, width - indent)) {
                out.add(new Shown(" ".repeat(indent) + part, row.colour(), index, false));
            }
        }
    }

    private String title() {
        return tree.map(t -> "How to make " + how.name() + ": " + t.steps() + " step" + (t.steps() == 1 ? "" : "s")
                        + (inOrder ? ", in order" : ""))
                .orElse("How to make " + how.name());
    }

    private List<Row> rows(View view) {
        List<Row> out = new ArrayList<>();
        if (tree.isEmpty()) {
            out.add(new Row(how.sentence(), how.wild() ? Painter.GOOD : Painter.WARN, Optional.empty()));
            return out;
        }
        Marks marks = Marks.of(view);
        if (inOrder) {
            int n = 1;
            for (Recipes.Step s : tree.get().order()) {
                out.add(new Row(
                        n++ + ". " + HowToMake.text(s) + times(tree.get().times(s.made())) + tools(s),
                        Painter.TEXT,
                        Optional.empty()));
            }
            return out;
        }
        for (RecipeTree.Node n : tree.get().visible()) {
            String fold = n.foldable() ? (n.folded ? "+ " : "- ") : "  ";
            String mark = marks.of(n.id);
            out.add(new Row("  ".repeat(n.depth) + fold + words(n) + mark, colour(n, mark), Optional.of(n)));
        }
        return out;
    }

    /** A line of the tree; a tool says so on its own line, which its step's line then need not repeat. */
    private static String words(RecipeTree.Node n) {
        String name = n.name + (n.tool ? " (tool)" : "");
        return switch (n.kind) {
            case STEP -> n.number + ". " + name + times(n.times) + ": "
                    + n.step.map(HowToMake::text).orElse("");
            case SEE -> name + ": see step " + n.number;
            case WILD -> name + ": found in the wild";
        };
    }

    private static TextColor colour(RecipeTree.Node n, String mark) {
        if (!mark.isEmpty()) {
            return Painter.ACCENT;
        }
        return switch (n.kind) {
            case STEP -> n.depth == 0 ? Painter.ACCENT : Painter.TEXT;
            case SEE -> Painter.DIM;
            case WILD -> Painter.GOOD;
        };
    }

    private static String times(int times) {
        return times > 1 ? " (x" + times + ")" : "";
    }

    private static String tools(Recipes.Step s) {
        return s.tools().isEmpty()
                ? ""
                : "  [tools: "
                        + String.join(
                                ", ", s.tools().stream().map(Recipes.Need::name).toList()) + "]";
    }

    /** What you hold and the nearest of each thing in view, by the object recipes count it as. */
    private record Marks(Optional<Recipes> recipes, int held, Map<Integer, Thing> near) {
        static Marks of(View view) {
            if (view.lens().isEmpty()) {
                return new Marks(Optional.empty(), 0, Map.of());
            }
            Lens lens = view.lens().get();
            Recipes recipes = lens.knowledge().recipes();
            Map<Integer, Thing> near = new HashMap<>();
            for (Thing t : lens.things()) {
                if (t.group().isPerson()) {
                    continue;
                }
                near.merge(
                        recipes.sameThing(t.id()),
                        t,
                        (a, b) -> a.offset().distance() <= b.offset().distance() ? a : b);
            }
            return new Marks(
                    Optional.of(recipes), recipes.sameThing(lens.sight().heldId()), near);
        }

        String of(int id) {
            if (recipes.isEmpty() || id <= 0) {
                return "";
            }
            if (held == id) {
                return "  [held]";
            }
            Thing t = near.get(id);
            return t == null ? "" : "  [near " + t.offset().words() + "]";
        }
    }

    /** Its tree's keys; others (a walk, a use, talk) close it and act. */
    @Override
    public boolean owns(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (type == KeyType.Character) {
            return !key.isCtrlDown() && !key.isAltDown() && "q jko".indexOf(key.getCharacter()) >= 0;
        }
        return switch (type) {
            case Escape, EOF, PageDown, PageUp, ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End, Enter -> true;
            default -> key instanceof com.googlecode.lanterna.input.MouseAction;
        };
    }

    @Override
    public String keys() {
        return KEYS;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = type == KeyType.Character ? key.getCharacter() : 0;
        if (type == KeyType.Escape || c == 'q' || type == KeyType.EOF) {
            return false;
        }
        switch (type) {
            case ArrowDown -> selected++;
            case ArrowUp -> selected--;
            case PageDown -> selected += page;
            case PageUp -> selected = Math.max(0, selected - page);
            case Home -> selected = 0;
            case End -> selected = Integer.MAX_VALUE / 2;
            case Enter -> open();
            case ArrowLeft -> fold(true);
            case ArrowRight -> fold(false);
            default -> {}
        }
        if (c == ' ') {
            open();
        } else if (c == 'j') {
            selected++;
        } else if (c == 'k') {
            selected = Math.max(0, selected - 1);
        } else if (c == 'o') {
            inOrder = !inOrder;
            selected = 0;
            top = 0;
        }
        selected = Math.max(0, selected);
        return true;
    }

    private Optional<RecipeTree.Node> current() {
        if (tree.isEmpty() || inOrder) {
            return Optional.empty();
        }
        List<RecipeTree.Node> shown = tree.get().visible();
        return shown.isEmpty() ? Optional.empty() : Optional.of(shown.get(Math.min(selected, shown.size() - 1)));
    }

    /** Enter or Space: fold or unfold the line, or go to the step a "see step" line names. */
    private void open() {
        current().ifPresent(n -> {
            if (n.kind == RecipeTree.Kind.SEE) {
                tree.get()
                        .reveal(n.number)
                        .ifPresent(step -> selected = tree.get().visible().indexOf(step));
            } else if (n.folded) {
                n.unfoldAll();
            } else if (n.foldable()) {
                n.folded = true;
            }
        });
        if (inOrder) {
            selected += page;
        }
    }

    private void fold(boolean fold) {
        current().filter(RecipeTree.Node::foldable).ifPresent(n -> n.folded = fold);
    }
}
