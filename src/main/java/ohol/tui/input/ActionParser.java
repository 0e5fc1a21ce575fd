package ohol.tui.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads the action language, one action per line or several separated by {@code ;}:
 *
 * <pre>
 * say TEXT            move DX DY | @      goto NAME          use DX DY | @
 * self [SLOT]         drop DX DY | @      remv DX DY|@ [I]   sremv SLOT [I]
 * swap DX DY | @      kill DX DY | @      baby DX DY | @     ubaby DX DY|@ [SLOT]
 * jump                die                 flip DX DY | @     emote N
 * lead | unfol | prop | ordr | moth       grave|statue|owner DX DY | @
 * ping                look DX DY | @      scan R             wait SECONDS       quit
 * </pre>
 *
 * and, in the terminal UI only: {@code cursor DX DY}, {@code target}, {@code chat}, {@code help},
 * {@code edgescroll}, {@code scroll N}, {@code redraw}, {@code cancel}.
 *
 * Offsets count tiles from the player, x east and y north; {@code @} is the cursor's tile. Verbs
 * are case-insensitive; {@code say} keeps the rest of its line as written (so it cannot be
 * followed by {@code ;}). A bad line throws {@link IllegalArgumentException} naming the problem.
 */
public final class ActionParser {
    private static final Map<String, Function<Args, Action>> VERBS = Map.ofEntries(
            Map.entry("move", a -> new Action.Walk(a.target())),
            Map.entry("goto", a -> new Action.GoTo(a.rest())),
            Map.entry("use", a -> new Action.Use(a.target())),
            Map.entry("self", a -> new Action.Self(a.optionalInt(-1))),
            Map.entry("drop", a -> new Action.Drop(a.target())),
            Map.entry("remv", a -> new Action.Remove(a.target(), a.optionalInt(-1))),
            Map.entry("sremv", a -> new Action.RemoveFromClothing(a.integer(), a.optionalInt(-1))),
            Map.entry("swap", a -> new Action.Swap(a.target())),
            Map.entry("kill", a -> new Action.Kill(a.target())),
            Map.entry("baby", a -> new Action.PickUpBaby(a.target())),
            Map.entry("ubaby", a -> new Action.UseOnOther(a.target(), a.optionalInt(-1))),
            Map.entry("jump", a -> new Action.Jump()),
            Map.entry("die", a -> new Action.Die()),
            Map.entry("flip", a -> new Action.Flip(a.target())),
            Map.entry("emote", a -> new Action.Emote(a.nonNegative())),
            Map.entry("lead", a -> new Action.Ask(Action.Question.LEAD)),
            Map.entry("unfol", a -> new Action.Ask(Action.Question.UNFOL)),
            Map.entry("prop", a -> new Action.Ask(Action.Question.PROP)),
            Map.entry("ordr", a -> new Action.Ask(Action.Question.ORDR)),
            Map.entry("moth", a -> new Action.Ask(Action.Question.MOTH)),
            Map.entry("grave", a -> new Action.Inspect(Action.Inspection.GRAVE, a.target())),
            Map.entry("statue", a -> new Action.Inspect(Action.Inspection.STATUE, a.target())),
            Map.entry("owner", a -> new Action.Inspect(Action.Inspection.OWNER, a.target())),
            Map.entry("ping", a -> new Action.Ping()),
            Map.entry("look", a -> new Action.Look(a.target())),
            Map.entry("scan", a -> new Action.Scan(a.nonNegative())),
            Map.entry("wait", a -> new Action.Wait(a.seconds())),
            Map.entry("quit", a -> new Action.Quit()),
            Map.entry("cursor", a -> new Action.Cursor(a.integer(), a.integer())),
            Map.entry("target", a -> new Action.TargetMode()),
            Map.entry("chat", a -> new Action.Chat()),
            Map.entry("help", a -> new Action.Help()),
            Map.entry("edgescroll", a -> new Action.ToggleEdgeScroll()),
            Map.entry("scroll", a -> new Action.ScrollLog(a.integer())),
            Map.entry("redraw", a -> new Action.Redraw()),
            Map.entry("cancel", a -> new Action.Cancel()));

    private ActionParser() {}

    /** Parses a line that may hold several actions separated by {@code ;}. Blank lines and {@code #} comments give none. */
    public static List<Action> parseLine(String line) {
        String text = line.strip();
        List<Action> actions = new ArrayList<>();
        while (!text.isEmpty() && !text.startsWith("#")) {
            String verb = firstWord(text).toLowerCase(Locale.ROOT);
            if (verb.equals("say")) {
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

    /** Parses exactly one action. */
    public static Action parse(String text) {
        String trimmed = text.strip();
        String verb = firstWord(trimmed);
        String rest = trimmed.substring(verb.length()).strip();
        String key = verb.toLowerCase(Locale.ROOT);
        if (key.equals("say")) {
            if (rest.isEmpty()) {
                throw new IllegalArgumentException("say needs something to say");
            }
            return new Action.Say(rest);
        }
        Function<Args, Action> parser = VERBS.get(key);
        if (parser == null) {
            throw new IllegalArgumentException("unknown action '" + verb + "'");
        }
        Args args = new Args(verb, rest);
        Action action = parser.apply(args);
        args.end();
        return action;
    }

    /** The verbs of the language, for help screens. */
    public static List<String> verbs() {
        List<String> out = new ArrayList<>(VERBS.keySet());
        out.add("say");
        out.sort(null);
        return out;
    }

    private static String firstWord(String text) {
        int space = text.indexOf(' ');
        return space < 0 ? text : text.substring(0, space);
    }

    /** The arguments after a verb, read left to right. */
    private static final class Args {
        private final String verb;
        private final String raw;
        private final String[] words;
        private int next;

        Args(String verb, String raw) {
            this.verb = verb;
            this.raw = raw;
            this.words = raw.isEmpty() ? new String[0] : raw.split("\\s+");
        }

        Target target() {
            if (next < words.length && words[next].equals("@")) {
                next++;
                return new Target.Cursor();
            }
            return new Target.Offset(integer(), integer());
        }

        int integer() {
            if (next >= words.length) {
                throw new IllegalArgumentException(verb + ": missing a number");
            }
            String w = words[next++];
            try {
                return Integer.parseInt(w);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(verb + ": '" + w + "' is not a whole number");
            }
        }

        int nonNegative() {
            int n = integer();
            if (n < 0) {
                throw new IllegalArgumentException(verb + ": " + n + " must not be negative");
            }
            return n;
        }

        int optionalInt(int absent) {
            return next < words.length ? integer() : absent;
        }

        double seconds() {
            if (next >= words.length) {
                throw new IllegalArgumentException(verb + ": missing seconds");
            }
            String w = words[next++];
            try {
                double s = Double.parseDouble(w);
                if (!(s >= 0 && s <= 3600)) {
                    throw new NumberFormatException();
                }
                return s;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(verb + ": '" + w + "' is not a number of seconds from 0 to 3600");
            }
        }

        String rest() {
            next = words.length;
            if (raw.isEmpty()) {
                throw new IllegalArgumentException(verb + ": missing a name");
            }
            return raw;
        }

        void end() {
            if (next < words.length) {
                throw new IllegalArgumentException(verb + ": unexpected '" + words[next] + "'");
            }
        }
    }
}
