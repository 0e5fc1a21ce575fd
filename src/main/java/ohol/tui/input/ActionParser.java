package ohol.tui.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads lines of the action language into actions (see {@link ActionSyntax}). */
final class ActionParser {
    private ActionParser() {}

    /** A line that may hold several actions separated by {@code ;}; {@code say} keeps the rest of it. */
    static List<Action> parseLine(String line) {
        String text = line.strip();
        List<Action> actions = new ArrayList<>();
        while (!text.isEmpty() && !text.startsWith("#")) {
            if (firstWord(text).equalsIgnoreCase("say")) {
                actions.add(parse(text));
                break;
            }
            int semi = text.indexOf(';');
            String part = semi < 0 ? text : text.substring(0, semi);
            actions.add(parse(part));
            text = semi < 0 ? "" : text.substring(semi + 1).strip();
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
        VerbEntry entry = VerbTable.named(key)
                .orElseThrow(() -> new IllegalArgumentException(
                        verb.isEmpty() ? "no action given" : "unknown action '" + verb + "'"));
        VerbArguments args = new VerbArguments(key, entry.verb().synopsis(), rest);
        Action action = entry.parse().apply(args);
        args.end();
        return action;
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
