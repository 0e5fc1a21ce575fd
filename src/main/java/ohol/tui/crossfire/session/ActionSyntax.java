package ohol.tui.crossfire.session;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The words of a script line or a keymap binding: {@code wait N}, {@code quit}, {@code move east}
 * (or {@code north}...), {@code say TEXT}, {@code shout TEXT}, {@code pickup NAME} (and
 * {@code take [NAME]}), {@code drop NAME}, {@code apply [NAME]}, {@code examine NAME}, {@code lookat DX DY}, {@code reply
 * TEXT}, {@code run DIRECTION} (until {@code run_stop}), {@code fire DIRECTION} (once); {@code apply}, {@code drop}, {@code examine}, {@code pickup}, {@code lock}, {@code unlock}
 * or {@code mark} with {@code #TAG}, an item by the server's tag; any other line is a command for the server, sent as it is, and so are the server's own
 * forms the client's verbs would hide: {@code pickup}, {@code pickup N} and {@code pickup +KIND} (its pickup modes),
 * {@code drop all} and the like.
 */
public final class ActionSyntax {
    /** Longest line read: the server reads no more than 256 bytes of a command. */
    public static final int MAX_LINE = 250;
    /** Longest wait: a day. */
    static final double MAX_WAIT_SECONDS = 86_400;
    /** Words the server's own {@code drop} takes for a kind of item, not a name ({@code item_matched_string}). */
    private static final Set<String> SERVERS_DROP = Set.of("all", "cursed", "unpaid", "unlocked");

    /** Farthest cell a look reaches: half the largest map. */
    static final int MAX_LOOK = 24;

    private static final Pattern NUMBER = Pattern.compile("[0-9]{1,9}");
    /** An item by the server's tag, {@code #1234}: a 4-byte number. */
    private static final Pattern TAG = Pattern.compile("#([0-9]{1,10})");

    private ActionSyntax() {}

    /** The actions of one line; {@link IllegalArgumentException} says what is wrong. */
    public static List<PlayerAction> parseLine(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return List.of();
        }
        if (text.length() > MAX_LINE) {
            throw new IllegalArgumentException("a line of more than " + MAX_LINE + " characters");
        }
        int space = text.indexOf(' ');
        String verb = (space < 0 ? text : text.substring(0, space)).toLowerCase(Locale.ROOT);
        String rest = space < 0 ? "" : text.substring(space + 1).strip();
        java.util.regex.Matcher tagged = TAG.matcher(rest);
        if (tagged.matches() && ItemVerb.of(verb).isPresent() && Long.parseLong(tagged.group(1)) <= 0xFFFF_FFFFL) {
            return List.of(new PlayerAction.OnItem(ItemVerb.of(verb).get(), Long.parseLong(tagged.group(1))));
        }
        PlayerAction action =
                switch (verb) {
                    case "wait" -> new PlayerAction.Wait(millis(rest));
                    case "quit" -> new PlayerAction.Quit();
                    case "move", "walk" -> new PlayerAction.Walk(Direction.parse(rest)
                            .orElseThrow(() -> new IllegalArgumentException(
                                    "move which way? north, northeast, east... ('" + rest + "')")));
                    case "say" -> new PlayerAction.Say(needed(rest, "say what?"));
                    case "shout" -> new PlayerAction.Shout(needed(rest, "shout what?"));
                    case "pickup" -> rest.isEmpty() || NUMBER.matcher(rest).matches() || rest.matches("[+-].*")
                            ? new PlayerAction.ServerCommand(text) // the server's pickup modes
                            : new PlayerAction.PickUp(rest);
                    case "get", "take" -> new PlayerAction.PickUp(rest);
                    case "drop" -> serversDrop(rest)
                            ? new PlayerAction.ServerCommand(text)
                            : new PlayerAction.Drop(needed(rest, "drop what? (part of its name)"));
                    case "apply", "use" -> new PlayerAction.Apply(rest);
                    case "examine" -> new PlayerAction.Examine(needed(rest, "examine what?"));
                    case "reply" -> new PlayerAction.Reply(rest);
                    case "lookat" -> lookAt(rest);
                    case "run" -> Direction.parse(rest)
                            .<PlayerAction>map(PlayerAction.Run::new)
                            .orElse(new PlayerAction.ServerCommand(text)); // the server's own run N
                    case "run_stop" -> rest.isEmpty()
                            ? new PlayerAction.RunStop()
                            : new PlayerAction.ServerCommand(text);
                    case "fire" -> Direction.parse(rest)
                            .<PlayerAction>map(PlayerAction.Fire::new)
                            .orElse(new PlayerAction.ServerCommand(text)); // the server's own fire N
                    default -> Direction.parse(verb)
                            .filter(d -> rest.isEmpty())
                            .<PlayerAction>map(PlayerAction.Walk::new)
                            .orElse(new PlayerAction.ServerCommand(text));
                };
        return List.of(action);
    }

    /**
     * What the server's own {@code drop} takes and ours would misread as part of a name: its
     * keywords ({@code drop all}, {@code drop cursed}, {@code drop unpaid}) and a count first
     * ({@code drop 3 arrows}).
     */
    private static boolean serversDrop(String rest) {
        String first = rest.split(" ", 2)[0].toLowerCase(Locale.ROOT);
        return SERVERS_DROP.contains(first) || (NUMBER.matcher(first).matches() && rest.contains(" "));
    }

    /** {@code lookat DX DY}: a cell within the largest map a server sends. */
    private static PlayerAction lookAt(String rest) {
        String[] d = rest.split(" +");
        try {
            int dx = Integer.parseInt(d[0]);
            int dy = Integer.parseInt(d.length == 2 ? d[1] : "x");
            if (Math.abs(dx) <= MAX_LOOK && Math.abs(dy) <= MAX_LOOK) {
                return new PlayerAction.LookAt(dx, dy);
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("lookat takes two numbers from -" + MAX_LOOK + " to " + MAX_LOOK
                + ": the cell east and south of you ('" + rest + "')");
    }

    private static String needed(String rest, String question) {
        if (rest.isEmpty()) {
            throw new IllegalArgumentException(question);
        }
        return rest;
    }

    private static long millis(String seconds) {
        try {
            double s = Double.parseDouble(seconds);
            if (!(s >= 0 && s <= MAX_WAIT_SECONDS)) {
                throw new IllegalArgumentException("wait takes seconds from 0 to " + (long) MAX_WAIT_SECONDS);
            }
            return Math.round(s * 1000);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("wait how many seconds? ('" + seconds + "')");
        }
    }

    /** How a line names {@code action} (for answers in JSON and on screen). */
    public static String format(PlayerAction action) {
        return action.accept(new PlayerAction.Handler<>() {
            public String onWalk(PlayerAction.Walk a) {
                return "move " + a.direction().word();
            }

            public String onSay(PlayerAction.Say a) {
                return "say " + a.text();
            }

            public String onShout(PlayerAction.Shout a) {
                return "shout " + a.text();
            }

            public String onPickUp(PlayerAction.PickUp a) {
                return ("pickup " + a.what()).strip();
            }

            public String onDrop(PlayerAction.Drop a) {
                return "drop " + a.what();
            }

            public String onApply(PlayerAction.Apply a) {
                return ("apply " + a.what()).strip();
            }

            public String onExamine(PlayerAction.Examine a) {
                return "examine " + a.what();
            }

            public String onServerCommand(PlayerAction.ServerCommand a) {
                return a.text();
            }

            public String onLookAt(PlayerAction.LookAt a) {
                return "lookat " + a.dx() + " " + a.dy();
            }

            public String onRun(PlayerAction.Run a) {
                return "run " + a.direction().word();
            }

            public String onRunStop(PlayerAction.RunStop a) {
                return "run_stop";
            }

            public String onFire(PlayerAction.Fire a) {
                return "fire " + a.direction().word();
            }

            public String onOnItem(PlayerAction.OnItem a) {
                return a.verb().word + " #" + a.tag();
            }

            public String onReply(PlayerAction.Reply a) {
                return "reply";
            }

            public String onCreateCharacter(PlayerAction.CreateCharacter a) {
                return "create " + a.race() + " " + a.characterClass();
            }

            public String onWait(PlayerAction.Wait a) {
                return "wait " + a.millis() / 1000.0;
            }

            public String onQuit(PlayerAction.Quit a) {
                return "quit";
            }
        });
    }
}
