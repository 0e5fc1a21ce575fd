package ohol.tui.onelife.narrate;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;

/**
 * Reads what the player types: plain sentences ({@code go north 3}, {@code how do I make a
 * sharp stone}, {@code use on east}) and, for anything else, the action language headless
 * scripts use ({@code use 1 0}, {@code self}).
 */
final class Sentences {
    private static final Pattern GO = Pattern.compile("(?:go|walk|move) ([a-z ]+?)(?: (\\d+))?");
    private static final Pattern DIRECTION_ALONE = Pattern.compile("([a-z ]+?)(?: (\\d+))?");
    private static final Pattern GO_TO = Pattern.compile("(?:go|walk) to (?:the |a |an )?(.+)");
    private static final Pattern FIND = Pattern.compile("(?:find|where is|where are|where's) (?:the |a |an )?(.+)");
    private static final Pattern MAKE =
            Pattern.compile("(?:how (?:do i|can i|to) make|how is|recipe(?: for)?) (?:the |a |an )?(.+?)(?: made)?");
    private static final Pattern ON_DIRECTION = Pattern.compile("(?:on |at |to |from |into )?(?:the )?([a-z ]+)");

    /** The longest walk one command asks for: the server takes a walk in legs anyway. */
    static final int MAX_STEPS = 64;

    private Sentences() {}

    static Typed read(String line) {
        String typed = ServerText.clean(line, ServerText.MAX_MESSAGE).strip();
        String text = typed.toLowerCase(Locale.ROOT)
                .replaceAll("[?.!]+$", "")
                .replaceAll("\\s+", " ")
                .strip();
        if (text.isEmpty()) {
            return new Typed.Act(List.of());
        }
        if (text.startsWith("say ") || text.startsWith("'")) {
            String words = typed.startsWith("'") ? typed.substring(1) : typed.substring(4);
            return new Typed.Act(List.of(new BodyAction.Say(words.strip().toUpperCase(Locale.ROOT))));
        }
        Optional<Typed> sentence = sentence(text);
        if (sentence.isPresent()) {
            return sentence.get();
        }
        try {
            return new Typed.Act(ActionSyntax.parseLine(typed));
        } catch (IllegalArgumentException e) {
            return new Typed.NotUnderstood("I do not know '" + typed + "'. Type help for the commands.");
        }
    }

    private static Optional<Typed> sentence(String text) {
        String first = text.split(" ", 2)[0];
        String rest = text.contains(" ") ? text.substring(text.indexOf(' ') + 1) : "";
        switch (text) {
            case "near", "what is near", "what's near", "around", "look around" -> {
                return ask(Typed.Question.NEAR);
            }
            case "where is food", "food", "where is the food", "find food" -> {
                return ask(Typed.Question.WHERE_IS_FOOD);
            }
            case "status", "me", "how am i" -> {
                return ask(Typed.Question.STATUS);
            }
            case "verbose", "more" -> {
                return ask(Typed.Question.VERBOSE);
            }
            case "quiet", "less" -> {
                return ask(Typed.Question.QUIET);
            }
            case "normal" -> {
                return ask(Typed.Question.NORMAL);
            }
            case "what can i do with this", "what can i do", "what does this do", "hints" -> {
                return act(new Query.Hints());
            }
            case "family", "who is my family", "who is my mother" -> {
                return act(new Query.Family());
            }
            case "eat", "eat this", "eat it", "put on", "put it on", "wear" -> {
                return act(new BodyAction.Self(-1));
            }
            default -> {}
        }
        if (first.equals("help") || first.equals("?")) {
            return Optional.of(new Typed.Ask(Typed.Question.HELP, rest));
        }
        if (first.equals("history")) {
            return Optional.of(new Typed.Ask(Typed.Question.HISTORY, rest));
        }
        if (first.equals("look")) {
            return look(rest);
        }
        Matcher m;
        if ((m = GO_TO.matcher(text)).matches()) {
            return act(new Query.GoTo(m.group(1)));
        }
        if ((m = FIND.matcher(text)).matches()) {
            return m.group(1).equals("food") ? ask(Typed.Question.WHERE_IS_FOOD) : act(new Query.Find(m.group(1)));
        }
        if ((m = MAKE.matcher(text)).matches()) {
            return act(new Query.Recipe(m.group(1)));
        }
        if ((m = GO.matcher(text)).matches() || (m = DIRECTION_ALONE.matcher(text)).matches()) {
            Optional<int[]> step = Compass.step(m.group(1));
            if (step.isPresent() && (step.get()[0] != 0 || step.get()[1] != 0)) {
                int n = m.group(2) == null ? 1 : Math.min(MAX_STEPS, Integer.parseInt(m.group(2)));
                return act(new TileAction.Walk(new Target.Offset(step.get()[0] * n, step.get()[1] * n)));
            }
        }
        return onATile(text);
    }

    /** {@code pick up}, {@code drop}, {@code use on north}, {@code take from east}: here when no way is given. */
    private static Optional<Typed> onATile(String text) {
        String[][] verbs = {
            {"pick up", "use"},
            {"pick", "use"},
            {"take from", "remove"},
            {"take out of", "remove"},
            {"take", "use"},
            {"use", "use"},
            {"drop", "drop"},
            {"put down", "drop"},
            {"swap", "swap"}
        };
        for (String[] v : verbs) {
            if (text.equals(v[0]) || text.startsWith(v[0] + " ")) {
                String where = text.substring(v[0].length()).strip();
                Optional<Target> target = target(where);
                if (target.isEmpty()) {
                    return Optional.of(new Typed.NotUnderstood(
                            "Say which way: " + v[0] + " north, " + v[0] + " here, " + v[0] + " on south west."));
                }
                Target t = target.get();
                Action a =
                        switch (v[1]) {
                            case "drop" -> new TileAction.Drop(t);
                            case "remove" -> new TileAction.Remove(t, -1);
                            case "swap" -> new TileAction.Swap(t);
                            default -> new TileAction.Use(t);
                        };
                return act(a);
            }
        }
        return Optional.empty();
    }

    private static Optional<Target> target(String where) {
        if (where.isEmpty() || where.equals("it") || where.equals("this")) {
            return Optional.of(new Target.Offset(0, 0));
        }
        Matcher m = ON_DIRECTION.matcher(where);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Compass.step(m.group(1)).map(s -> new Target.Offset(s[0], s[1]));
    }

    private static Optional<Typed> look(String rest) {
        if (rest.isEmpty()) {
            return act(new Query.Look(new Target.Offset(0, 0)));
        }
        Matcher m = Pattern.compile("(?:at )?(?:the )?([a-z ]+?)(?: (\\d+))?").matcher(rest);
        if (m.matches()) {
            Optional<int[]> step = Compass.step(m.group(1));
            if (step.isPresent()) {
                int n = m.group(2) == null ? 1 : Math.min(MAX_STEPS, Integer.parseInt(m.group(2)));
                return act(new Query.Look(new Target.Offset(step.get()[0] * n, step.get()[1] * n)));
            }
        }
        return act(new Query.Find(rest.replaceFirst("^(at )?(the |a |an )?", "")));
    }

    private static Optional<Typed> act(Action a) {
        return Optional.of(new Typed.Act(List.of(a)));
    }

    private static Optional<Typed> ask(Typed.Question q) {
        return Optional.of(new Typed.Ask(q, ""));
    }
}
