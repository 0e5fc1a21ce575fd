package ohol.tui.onelife.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import ohol.tui.core.text.Nearest;
import ohol.tui.core.text.Quote;

/** Reads lines of the action language into actions (see {@link ActionSyntax}). */
final class ActionParser {
    /**
     * Most actions on one line (a keymap's macro, a script's line). Every action is held and
     * answered; a line of a hundred thousand took over a gigabyte on one key press.
     */
    static final int MAX_ACTIONS = 100;

    private ActionParser() {}

    /**
     * A line that may hold several actions separated by {@code ;} ({@code \;} is a {@code ;} in
     * an action's text, {@code \\} a backslash). A part that begins with {@code #} ends the line.
     */
    static List<Action> parseLine(String line) {
        List<Action> actions = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (int i = 0; i <= line.length(); i++) {
            char c = i < line.length() ? line.charAt(i) : ';';
            if (c == '\\' && i + 1 < line.length() && (line.charAt(i + 1) == ';' || line.charAt(i + 1) == '\\')) {
                part.append(line.charAt(++i));
            } else if (c != ';') {
                part.append(c);
            } else {
                String text = part.toString().strip();
                part.setLength(0);
                if (text.startsWith("#")) {
                    break;
                }
                if (text.isEmpty()) {
                    continue;
                }
                if (actions.size() == MAX_ACTIONS) {
                    throw new IllegalArgumentException("more than " + MAX_ACTIONS + " actions on one line");
                }
                actions.add(parse(text));
            }
        }
        return List.copyOf(actions);
    }

    static Action parse(String text) {
        String trimmed = text.strip();
        String verb = firstWord(trimmed);
        String rest = trimmed.substring(verb.length()).strip();
        String key = verb.toLowerCase(Locale.ROOT);
        if (key.equals("say")) {
            if (rest.isEmpty()) {
                throw new IllegalArgumentException("say needs something to say");
            }
            return new BodyAction.Say(rest);
        }
        VerbEntry entry = VerbTable.named(key).orElseThrow(() -> unknown(verb));
        VerbArguments args = new VerbArguments(key, entry.verb().synopsis(), rest);
        Action action = entry.parse().apply(args);
        args.end();
        return action;
    }

    private static IllegalArgumentException unknown(String verb) {
        if (verb.isEmpty()) {
            return new IllegalArgumentException("no action given");
        }
        List<String> names =
                ActionSyntax.verbs().stream().map(ActionSyntax.Verb::name).toList();
        String shown = "unknown action '" + Quote.visible(verb, 40) + "'";
        return new IllegalArgumentException(Nearest.to(verb, names)
                .map(n -> shown + "; did you mean '" + n + "'?")
                .orElseGet(() -> shown + " (the actions: " + names.stream().collect(Collectors.joining(" ")) + ")"));
    }

    private static String firstWord(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return text.substring(0, i);
            }
        }
        return text;
    }
}
