package ohol.tui.input;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The action language, in one table: each verb's name, how its arguments are written, what it
 * does, how to read it and how to write it back. Keymaps, headless scripts, the help overlay,
 * error messages and headless answers all go through here, so an action is always shown in the
 * words a player would type.
 *
 * <p>A line holds one action or several separated by {@code ;}; {@code say} keeps the rest of
 * its line. Offsets count tiles from the player, x east and y north; {@code @} is the cursor's
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

    private record Entry(
            Verb verb, Function<Args, Action> parse, Predicate<Action> writes, Function<Action, String> arguments) {}

    private static final String TILE = "DX DY | @";
    private static final Map<String, Entry> BY_NAME = table();

    private ActionSyntax() {}

    private static Map<String, Entry> table() {
        List<Entry> entries = new ArrayList<>();
        tile(
                entries,
                "move",
                "",
                "walk there along a path",
                a -> new TileAction.Walk(a.target()),
                TileAction.Walk.class,
                a -> "");
        tile(
                entries,
                "use",
                "",
                "use what you hold, or your bare hand, on that tile",
                a -> new TileAction.Use(a.target()),
                TileAction.Use.class,
                a -> "");
        tile(
                entries,
                "drop",
                "",
                "put down what you hold there (into a container there)",
                a -> new TileAction.Drop(a.target()),
                TileAction.Drop.class,
                a -> "");
        tile(
                entries,
                "remv",
                " [I]",
                "take item I (default: the top) out of the container there",
                a -> new TileAction.Remove(a.target(), a.optionalInt(-1)),
                TileAction.Remove.class,
                a -> optional(((TileAction.Remove) a).index()));
        tile(
                entries,
                "swap",
                "",
                "swap what you hold with the container there",
                a -> new TileAction.Swap(a.target()),
                TileAction.Swap.class,
                a -> "");
        tile(
                entries,
                "kill",
                "",
                "use the deadly thing you hold on whoever stands there",
                a -> new TileAction.Kill(a.target()),
                TileAction.Kill.class,
                a -> "");
        tile(
                entries,
                "baby",
                "",
                "pick up the baby there",
                a -> new TileAction.PickUpBaby(a.target()),
                TileAction.PickUpBaby.class,
                a -> "");
        tile(
                entries,
                "ubaby",
                " [SLOT]",
                "use what you hold on the person there (feed, clothe, heal)",
                a -> new TileAction.UseOnOther(a.target(), a.optionalInt(-1)),
                TileAction.UseOnOther.class,
                a -> optional(((TileAction.UseOnOther) a).clothingSlot()));
        tile(
                entries,
                "flip",
                "",
                "face toward that tile",
                a -> new TileAction.Flip(a.target()),
                TileAction.Flip.class,
                a -> "");
        for (TileAction.Inspection what : TileAction.Inspection.values()) {
            String name = what.name().toLowerCase(Locale.ROOT);
            entries.add(new Entry(
                    new Verb(name, TILE, "ask the server about the " + name + " there", Family.TILE),
                    a -> new TileAction.Inspect(what, a.target()),
                    a -> a instanceof TileAction.Inspect i && i.what() == what,
                    a -> target(((TileAction.Inspect) a).target())));
        }

        add(
                entries,
                Family.BODY,
                "say",
                "TEXT",
                "say the rest of the line",
                null,
                BodyAction.Say.class,
                a -> ((BodyAction.Say) a).text());
        add(
                entries,
                Family.BODY,
                "self",
                "[SLOT]",
                "eat what you hold or put it on; empty-handed: take off clothing SLOT",
                a -> new BodyAction.Self(a.optionalInt(-1)),
                BodyAction.Self.class,
                a -> optional(((BodyAction.Self) a).clothingSlot()).strip());
        add(
                entries,
                Family.BODY,
                "sremv",
                "SLOT [I]",
                "take item I out of the clothing in SLOT (0 hat .. 5 backpack)",
                a -> new BodyAction.RemoveFromClothing(a.integer(), a.optionalInt(-1)),
                BodyAction.RemoveFromClothing.class,
                a -> {
                    var r = (BodyAction.RemoveFromClothing) a;
                    return r.clothingSlot() + optional(r.index());
                });
        add(
                entries,
                Family.BODY,
                "jump",
                "",
                "jump out of the arms holding you (a baby)",
                a -> new BodyAction.Jump(),
                BodyAction.Jump.class,
                a -> "");
        add(
                entries,
                Family.BODY,
                "die",
                "",
                "give up this life (a held baby)",
                a -> new BodyAction.Die(),
                BodyAction.Die.class,
                a -> "");
        add(
                entries,
                Family.BODY,
                "emote",
                "N",
                "show emotion N",
                a -> new BodyAction.Emote(a.nonNegative()),
                BodyAction.Emote.class,
                a -> String.valueOf(((BodyAction.Emote) a).index()));
        for (BodyAction.Question q : BodyAction.Question.values()) {
            entries.add(new Entry(
                    new Verb(q.name().toLowerCase(Locale.ROOT), "", q.summary(), Family.BODY),
                    a -> new BodyAction.Ask(q),
                    a -> a instanceof BodyAction.Ask ask && ask.question() == q,
                    a -> ""));
        }

        add(
                entries,
                Family.QUERY,
                "look",
                TILE,
                "describe what is on that tile",
                a -> new Query.Look(a.target()),
                Query.Look.class,
                a -> target(((Query.Look) a).target()));
        add(
                entries,
                Family.QUERY,
                "scan",
                "R",
                "list the objects within R tiles, nearest first",
                a -> new Query.Scan(a.nonNegative()),
                Query.Scan.class,
                a -> String.valueOf(((Query.Scan) a).radius()));
        add(
                entries,
                Family.QUERY,
                "goto",
                "NAME",
                "walk to the thing of that name, best match and nearest first",
                a -> new Query.GoTo(a.rest()),
                Query.GoTo.class,
                a -> ((Query.GoTo) a).name());
        add(
                entries,
                Family.QUERY,
                "ping",
                "",
                "measure the round trip to the server",
                a -> new Query.Ping(),
                Query.Ping.class,
                a -> "");
        add(
                entries,
                Family.QUERY,
                "find",
                "NAME",
                "list the things of that name in view, best match and nearest first",
                a -> new Query.Find(a.rest()),
                Query.Find.class,
                a -> ((Query.Find) a).name());
        add(
                entries,
                Family.QUERY,
                "hints",
                "",
                "what what you hold (or your bare hand) does, to things in view first",
                a -> new Query.Hints(),
                Query.Hints.class,
                a -> "");
        add(
                entries,
                Family.QUERY,
                "recipe",
                "NAME",
                "how to make that thing from what grows in the wild, step by step",
                a -> new Query.Recipe(a.rest()),
                Query.Recipe.class,
                a -> ((Query.Recipe) a).name());
        add(
                entries,
                Family.QUERY,
                "family",
                "",
                "your family: the line from Eve, siblings, children, grandchildren, and where",
                a -> new Query.Family(),
                Query.Family.class,
                a -> "");
        add(
                entries,
                Family.QUERY,
                "places",
                "",
                "the places of this life: birthplace, homeland, places pointed out or named",
                a -> new Query.Places(),
                Query.Places.class,
                a -> "");
        add(
                entries,
                Family.QUERY,
                "mark",
                "NAME",
                "name the tile you stand on, for the places list",
                a -> new Query.Mark(a.rest()),
                Query.Mark.class,
                a -> ((Query.Mark) a).name());
        add(
                entries,
                Family.QUERY,
                "guide",
                "PLACE",
                "point the status line to a place (its name or number)",
                a -> new Query.Guide(a.rest()),
                Query.Guide.class,
                a -> ((Query.Guide) a).place());
        add(
                entries,
                Family.QUERY,
                "travel",
                "[PLACE]",
                "walk toward a place (default: the one chosen with guide)",
                a -> new Query.Travel(a.restOrEmpty()),
                Query.Travel.class,
                a -> ((Query.Travel) a).place());

        add(
                entries,
                Family.SCREEN,
                "cursor",
                "DX DY",
                "move the target cursor",
                a -> new ScreenAction.Cursor(a.integer(), a.integer()),
                ScreenAction.Cursor.class,
                a -> ((ScreenAction.Cursor) a).dx() + " " + ((ScreenAction.Cursor) a).dy());
        add(
                entries,
                Family.SCREEN,
                "target",
                "",
                "target mode: direction keys move the cursor",
                a -> new ScreenAction.TargetMode(),
                ScreenAction.TargetMode.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "chat",
                "",
                "open the chat line",
                a -> new ScreenAction.Chat(),
                ScreenAction.Chat.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "help",
                "",
                "show the keys and these actions",
                a -> new ScreenAction.Help(),
                ScreenAction.Help.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "edgescroll",
                "",
                "fewer bytes: the map pages at its edge (or follows you)",
                a -> new ScreenAction.ToggleEdgeScroll(),
                ScreenAction.ToggleEdgeScroll.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "scroll",
                "N",
                "scroll the speech log N lines back (negative: forward)",
                a -> new ScreenAction.ScrollLog(a.integer()),
                ScreenAction.ScrollLog.class,
                a -> String.valueOf(((ScreenAction.ScrollLog) a).lines()));
        add(
                entries,
                Family.SCREEN,
                "redraw",
                "",
                "redraw the whole screen",
                a -> new ScreenAction.Redraw(),
                ScreenAction.Redraw.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "cancel",
                "",
                "leave target mode, bring the cursor home",
                a -> new ScreenAction.Cancel(),
                ScreenAction.Cancel.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "describe",
                "",
                "describe the cursor's tile in full (Tab: next thing, P: next person)",
                a -> new ScreenAction.Describe(),
                ScreenAction.Describe.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "cycle",
                "N",
                "move the cursor N things on through what is in view, nearest first",
                a -> new ScreenAction.Cycle(a.integer()),
                ScreenAction.Cycle.class,
                a -> String.valueOf(((ScreenAction.Cycle) a).step()));
        add(
                entries,
                Family.SCREEN,
                "people",
                "N",
                "move the cursor N people on through those in view, nearest first",
                a -> new ScreenAction.CyclePeople(a.integer()),
                ScreenAction.CyclePeople.class,
                a -> String.valueOf(((ScreenAction.CyclePeople) a).step()));
        add(
                entries,
                Family.SCREEN,
                "sidebar",
                "",
                "show or hide the list of what is near",
                a -> new ScreenAction.Sidebar(),
                ScreenAction.Sidebar.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "search",
                "[NAME]",
                "show things of a name on the map (none: type it); n/N next",
                a -> new ScreenAction.Search(a.optionalRest()),
                ScreenAction.Search.class,
                a -> ((ScreenAction.Search) a).name());
        add(
                entries,
                Family.SCREEN,
                "match",
                "N",
                "move the cursor N search matches on",
                a -> new ScreenAction.Match(a.integer()),
                ScreenAction.Match.class,
                a -> String.valueOf(((ScreenAction.Match) a).step()));
        add(
                entries,
                Family.SCREEN,
                "prompt",
                "VERB",
                "type a name for recipe, goto or find, with names completed",
                a -> new ScreenAction.Prompt(a.word()),
                ScreenAction.Prompt.class,
                a -> ((ScreenAction.Prompt) a).verb());
        add(
                entries,
                Family.SCREEN,
                "legend",
                "",
                "show what each glyph and ground colour in view stands for",
                a -> new ScreenAction.Legend(),
                ScreenAction.Legend.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "history",
                "",
                "every speech, event and notice of this life (all, family or nearby)",
                a -> new ScreenAction.History(),
                ScreenAction.History.class,
                a -> "");
        add(
                entries,
                Family.SCREEN,
                "nameplace",
                "",
                "name the tile you stand on (opens the places list)",
                a -> new ScreenAction.NamePlace(),
                ScreenAction.NamePlace.class,
                a -> "");

        add(
                entries,
                Family.SCRIPT,
                "wait",
                "SECONDS",
                "wait before the next action",
                a -> new ScriptAction.Wait(a.seconds()),
                ScriptAction.Wait.class,
                a -> seconds(((ScriptAction.Wait) a).seconds()));
        add(
                entries,
                Family.SCRIPT,
                "quit",
                "",
                "leave the game",
                a -> new ScriptAction.Quit(),
                ScriptAction.Quit.class,
                a -> "");
        add(
                entries,
                Family.SCRIPT,
                "reborn",
                "",
                "after a death, be born again: log in anew with the same settings",
                a -> new ScriptAction.Reborn(),
                ScriptAction.Reborn.class,
                a -> "");

        Map<String, Entry> byName = new LinkedHashMap<>();
        for (Entry e : entries) {
            if (byName.put(e.verb().name(), e) != null) {
                throw new IllegalStateException("verb " + e.verb().name() + " is in the table twice");
            }
        }
        return byName;
    }

    private static void tile(
            List<Entry> entries,
            String name,
            String extraUsage,
            String summary,
            Function<Args, Action> parse,
            Class<? extends TileAction> type,
            Function<Action, String> extra) {
        entries.add(new Entry(
                new Verb(name, TILE + extraUsage, summary, Family.TILE),
                parse,
                type::isInstance,
                a -> target(((TileAction) a).target()) + extra.apply(a)));
    }

    /** A verb that is not a tile action: its family, name, usage, summary, how to read and write it. */
    private static void add(
            List<Entry> entries,
            Family family,
            String name,
            String usage,
            String summary,
            Function<Args, Action> parse,
            Class<? extends Action> type,
            Function<Action, String> arguments) {
        entries.add(new Entry(new Verb(name, usage, summary, family), parse, type::isInstance, arguments));
    }

    private static String target(Target t) {
        if (t instanceof Target.Offset o) {
            return o.dx() + " " + o.dy();
        }
        return "@";
    }

    private static String optional(int value) {
        return value == -1 ? "" : " " + value;
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.valueOf(s);
    }

    /** Every verb, in the table's order (tile actions, body, queries, screen, script). */
    public static List<Verb> verbs() {
        return BY_NAME.values().stream().map(Entry::verb).toList();
    }

    public static Optional<Verb> verb(String name) {
        return Optional.ofNullable(BY_NAME.get(name.toLowerCase(Locale.ROOT))).map(Entry::verb);
    }

    /** The verb that writes an action. */
    public static Verb verbOf(Action action) {
        return entryOf(action).verb();
    }

    /** An action as a player would type it: {@code move -1 0}, {@code baby @}, {@code moth}. */
    public static String format(Action action) {
        Entry e = entryOf(action);
        String args = e.arguments().apply(action);
        return args.isEmpty() ? e.verb().name() : e.verb().name() + " " + args;
    }

    /** Several actions as one line, as a keymap binds them. */
    public static String format(List<? extends Action> actions) {
        StringBuilder out = new StringBuilder();
        for (Action a : actions) {
            if (out.length() > 0) {
                out.append("; ");
            }
            out.append(format(a));
        }
        return out.toString();
    }

    private static Entry entryOf(Action action) {
        for (Entry e : BY_NAME.values()) {
            if (e.writes().test(action)) {
                return e;
            }
        }
        throw new IllegalStateException("no verb writes " + action.getClass().getName());
    }

    /** Parses a line that may hold several actions separated by {@code ;}. Blank lines and {@code #} comments give none. */
    public static List<Action> parseLine(String line) {
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
            return new BodyAction.Say(rest);
        }
        Entry entry = BY_NAME.get(key);
        if (entry == null) {
            throw new IllegalArgumentException(verb.isEmpty() ? "no action given" : "unknown action '" + verb + "'");
        }
        Args args = new Args(key, rest);
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
                throw new IllegalArgumentException(verb + ": missing a number (" + usage() + ")");
            }
            String w = words[next++];
            try {
                return Integer.parseInt(w);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(verb + ": '" + w + "' is not a whole number (" + usage() + ")");
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
                throw new IllegalArgumentException(verb + ": missing seconds (" + usage() + ")");
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

        /** The rest of the line, or empty when there is none. */
        String optionalRest() {
            next = words.length;
            return raw;
        }

        /** One word (a verb's name). */
        String word() {
            if (next >= words.length) {
                throw new IllegalArgumentException(verb + ": missing a word (" + usage() + ")");
            }
            return words[next++].toLowerCase(Locale.ROOT);
        }

        String rest() {
            next = words.length;
            if (raw.isEmpty()) {
                throw new IllegalArgumentException(verb + ": missing a name");
            }
            return raw;
        }

        /** The rest of the line, which may be empty. */
        String restOrEmpty() {
            next = words.length;
            return raw;
        }

        void end() {
            if (next < words.length) {
                throw new IllegalArgumentException(verb + ": unexpected '" + words[next] + "' (" + usage() + ")");
            }
        }

        private String usage() {
            return verb(verb).map(Verb::synopsis).orElse(verb);
        }
    }
}
