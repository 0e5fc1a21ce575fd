package ohol.tui.onelife.input;

import java.util.List;
import java.util.Optional;

/**
 * The action language: each verb's name, how its arguments are written, what it does, how to
 * read it and how to write it back. Keymaps, headless scripts, the help overlay, error messages
 * and headless answers all go through here, so an action is always shown in the words a player
 * would type.
 *
 * <p>A line holds one action or several separated by {@code ;} (at most {@value
 * ActionParser#MAX_ACTIONS}); {@code \;} is a {@code ;} within an action's text. Offsets count tiles from the player, x east and y north; {@code @} is the cursor's
 * tile. Verbs are case-insensitive. A bad line throws {@link IllegalArgumentException} naming
 * the problem.
 */
public final class ActionSyntax {
    /** One verb of the language. */
    public record Verb(String name, String usage, String summary, Family family) {
        /** The verb with its arguments, as the help shows it. */
        public String synopsis() {
            return usage.isEmpty() ? name : name + " " + usage;
        }
    }

    /** The families of {@link Action}, for grouping the help. */
    public enum Family {
        TILE,
        BODY,
        QUERY,
        SCREEN,
        SCRIPT
    }

    private ActionSyntax() {}

    /** Every verb, in the table's order (tile actions, body, queries, screen, script). */
    public static List<Verb> verbs() {
        return VerbTable.all().stream().map(VerbEntry::verb).toList();
    }

    public static Optional<Verb> verb(String name) {
        return VerbTable.named(name).map(VerbEntry::verb);
    }

    /**
     * An action {@code verb} makes with plain arguments (a tile beside us, the first slot, one
     * word), to ask what a server makes of the verb; empty when none can be made so.
     */
    public static Optional<Action> sample(Verb verb) {
        String args = verb.usage()
                .replace("DX DY | @", "1 0")
                .replaceAll("\\[[A-Z]+\\]", "")
                .replaceAll("\\b(SLOT|I)\\b", "0")
                .replaceAll("\\b(N|R|SECONDS)\\b", "1")
                .replaceAll("\\b(TEXT|NAME|PLACE|VERB)\\b", "x");
        try {
            return Optional.of(parse((verb.name() + " " + args).strip()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The verb that writes an action. */
    public static Verb verbOf(Action action) {
        return VerbTable.writing(action).verb();
    }

    /** An action as a player would type it: {@code move -1 0}, {@code baby @}, {@code moth}. */
    public static String format(Action action) {
        return ActionWriter.format(action);
    }

    /** Several actions as one line, as a keymap binds them. */
    public static String format(List<? extends Action> actions) {
        return ActionWriter.format(actions);
    }

    /** Parses a line that may hold several actions separated by {@code ;}. Blank lines and {@code #} comments give none. */
    public static List<Action> parseLine(String line) {
        return ActionParser.parseLine(line);
    }

    /** Parses exactly one action. */
    public static Action parse(String text) {
        return ActionParser.parse(text);
    }
}
