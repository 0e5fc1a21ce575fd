package ohol.tui.onelife.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ohol.tui.onelife.knowledge.Recipes;

/**
 * A recipe as a player reads it: each thing to make once, with its step number (the order to do
 * them in, 1 first) and how many times it is made; a later use of the same thing refers back to
 * its step instead of repeating its whole subtree. Subtrees deeper than a given depth start
 * folded, and any can be folded or unfolded.
 *
 * <p>Thread safety: confined to the UI thread (the folds change).
 */
final class RecipeTree {
    /** What a line of the tree is. */
    enum Kind {
        /** A step, shown here in full: what it makes and, below it, how its needs are had. */
        STEP,
        /** A thing made in a step shown elsewhere. */
        SEE,
        /** A thing found in the wild. */
        WILD
    }

    /** One line of the tree. {@code step} is present for {@link Kind#STEP}. */
    static final class Node {
        final Kind kind;
        final int number;
        final int id;
        final String name;
        final Optional<Recipes.Step> step;
        final int times;
        final int depth;
        /** Whether the line above uses it as a tool (it is not used up). */
        final boolean tool;

        final Optional<Node> parent;
        final List<Node> children = new ArrayList<>();
        boolean folded;

        private Node(
                Kind kind,
                int number,
                int id,
                String name,
                Optional<Recipes.Step> step,
                int times,
                int depth,
                boolean tool,
                Optional<Node> parent) {
            this.kind = kind;
            this.number = number;
            this.id = id;
            this.name = name;
            this.step = step;
            this.times = times;
            this.depth = depth;
            this.tool = tool;
            this.parent = parent;
        }

        boolean foldable() {
            return !children.isEmpty();
        }

        /** Unfolds this line and everything under it. */
        void unfoldAll() {
            folded = false;
            children.forEach(Node::unfoldAll);
        }
    }

    private final Node root;
    private final int steps;
    private final List<Recipes.Step> order = new ArrayList<>();
    private final Map<Integer, Integer> numbers = new HashMap<>();
    private final Map<Integer, Integer> times = new HashMap<>();

    /** The tree of {@code last}, the recipe's last step, folded below {@code foldDepth}. */
    RecipeTree(Recipes.Step last, int foldDepth) {
        for (Recipes.Step s : last.inOrder()) {
            if (numbers.putIfAbsent(s.made(), numbers.size() + 1) == null) {
                order.add(s);
            }
            times.merge(s.made(), 1, Integer::sum);
        }
        this.steps = numbers.size();
        this.root = build(last, false, Optional.empty(), 0, foldDepth, new HashSet<>());
    }

    private Node build(
            Recipes.Step s, boolean tool, Optional<Node> parent, int depth, int foldDepth, Set<Integer> shown) {
        shown.add(s.made());
        Node n = new Node(
                Kind.STEP,
                numbers.getOrDefault(s.made(), 0),
                s.made(),
                s.madeName(),
                Optional.of(s),
                times.getOrDefault(s.made(), 1),
                depth,
                tool,
                parent);
        for (Recipes.Need need : List.of(s.actor(), s.target())) {
            if (need.made().isPresent()) {
                Recipes.Step made = need.made().get();
                if (shown.contains(made.made()) || depth >= Recipes.MAX_DEPTH) {
                    n.children.add(leaf(Kind.SEE, need, made.made(), made.madeName(), n));
                } else {
                    n.children.add(build(made, need.tool(), Optional.of(n), depth + 1, foldDepth, shown));
                }
            } else if (!need.isFree()) {
                n.children.add(leaf(Kind.WILD, need, need.id(), need.name(), n));
            }
        }
        n.folded = depth >= foldDepth && n.foldable();
        return n;
    }

    private Node leaf(Kind kind, Recipes.Need need, int id, String name, Node parent) {
        return new Node(
                kind,
                numbers.getOrDefault(id, 0),
                id,
                name,
                Optional.empty(),
                1,
                parent.depth + 1,
                need.tool(),
                Optional.of(parent));
    }

    /** How many different steps the recipe has. */
    int steps() {
        return steps;
    }

    /** Every step once, in the order to do them (step 1 first). */
    List<Recipes.Step> order() {
        return List.copyOf(order);
    }

    /** How many times the thing a step makes must be made. */
    int times(int made) {
        return times.getOrDefault(made, 1);
    }

    /** The lines shown now: the tree from its root, without what lies under a folded line. */
    List<Node> visible() {
        List<Node> out = new ArrayList<>();
        walk(root, out);
        return out;
    }

    private static void walk(Node n, List<Node> out) {
        out.add(n);
        if (!n.folded) {
            for (Node c : n.children) {
                walk(c, out);
            }
        }
    }

    /** The line where step {@code number} is shown in full, unfolded, as are its parents so that it shows. */
    Optional<Node> reveal(int number) {
        Optional<Node> found = find(root, number);
        found.ifPresent(n -> {
            n.folded = false;
            for (Optional<Node> p = n.parent; p.isPresent(); p = p.get().parent) {
                p.get().folded = false;
            }
        });
        return found;
    }

    private static Optional<Node> find(Node n, int number) {
        if (n.kind == Kind.STEP && n.number == number) {
            return Optional.of(n);
        }
        for (Node c : n.children) {
            Optional<Node> f = find(c, number);
            if (f.isPresent()) {
                return f;
            }
        }
        return Optional.empty();
    }
}
