package ohol.tui.onelife.input;

import java.util.List;
import java.util.Locale;
import ohol.tui.onelife.world.Emotions;

/**
 * What an action does, in a player's words ({@code walk one tile west}, {@code drop what you hold
 * on the cursor's tile}), and the topic the help shows it under. Every action has its words: the
 * handlers of each family make the compiler ask for new ones.
 */
public final class ActionHelp {
    /** The help's topics, in the order it shows them. */
    public enum Topic {
        MOVING("Moving"),
        ACTING("Acting on things"),
        KNOWING("Knowing what things are"),
        PEOPLE("People and places"),
        TALKING("Talking and feeling"),
        SCREEN("The screen");

        private final String title;

        Topic(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    /** An action's words and topic. */
    public record Words(Topic topic, String text) {}

    private ActionHelp() {}

    /** What {@code action} does. */
    public static Words of(Action action) {
        return action.accept(FAMILIES);
    }

    /** What a macro does: each action's words in turn, under the first one's topic. */
    public static Words of(List<? extends Action> actions) {
        if (actions.isEmpty()) {
            return new Words(Topic.SCREEN, "nothing");
        }
        List<String> texts = actions.stream().map(a -> of(a).text()).toList();
        return new Words(of(actions.get(0)).topic(), String.join(", then ", texts));
    }

    /** A tile in words: {@code the cursor's tile}, {@code one tile west}, {@code your own tile}. */
    static String tile(Target target) {
        if (target instanceof Target.Offset o) {
            if (o.dx() == 0 && o.dy() == 0) {
                return "your own tile";
            }
            if (Math.abs(o.dx()) <= 1 && Math.abs(o.dy()) <= 1) {
                return "the tile " + direction(o.dx(), o.dy());
            }
            return "the tile " + o.dx() + " east, " + o.dy() + " north";
        }
        return "the cursor's tile";
    }

    /** {@code west}, {@code north-east}... for a step. */
    static String direction(int dx, int dy) {
        String ns = dy > 0 ? "north" : dy < 0 ? "south" : "";
        String ew = dx > 0 ? "east" : dx < 0 ? "west" : "";
        return ns.isEmpty() || ew.isEmpty() ? ns + ew : ns + "-" + ew;
    }

    private static Words walk(Target t) {
        if (t instanceof Target.Offset o && Math.abs(o.dx()) <= 1 && Math.abs(o.dy()) <= 1) {
            return new Words(Topic.MOVING, "walk one tile " + direction(o.dx(), o.dy()));
        }
        return new Words(Topic.MOVING, "walk to " + tile(t));
    }

    private static Words acting(String text) {
        return new Words(Topic.ACTING, text);
    }

    private static final Action.Families<Words> FAMILIES = new Action.Families<>() {
        @Override
        public Words tile(TileAction a) {
            return a.accept(TILE);
        }

        @Override
        public Words body(BodyAction a) {
            return a.accept(BODY);
        }

        @Override
        public Words query(Query a) {
            return a.accept(QueryHelp.HANDLER);
        }

        @Override
        public Words screen(ScreenAction a) {
            return a.accept(ScreenHelp.HANDLER);
        }

        @Override
        public Words script(ScriptAction a) {
            return a.accept(SCRIPT);
        }
    };

    private static final TileAction.Handler<Words> TILE = new TileAction.Handler<>() {
        @Override
        public Words on(TileAction.Walk a) {
            return walk(a.target());
        }

        @Override
        public Words on(TileAction.Use a) {
            return acting("use what you hold, or your bare hand, on " + tile(a.target()) + " (pick up, pick berries)");
        }

        @Override
        public Words on(TileAction.Drop a) {
            return acting("put down what you hold on " + tile(a.target()) + " (into a container there)");
        }

        @Override
        public Words on(TileAction.Remove a) {
            return acting("take " + (a.index() < 0 ? "the top item" : "item " + a.index()) + " out of the container on "
                    + tile(a.target()));
        }

        @Override
        public Words on(TileAction.Swap a) {
            return acting("swap what you hold with the container on " + tile(a.target()));
        }

        @Override
        public Words on(TileAction.Kill a) {
            return acting("use the deadly thing you hold on whoever stands on " + tile(a.target()));
        }

        @Override
        public Words on(TileAction.PickUpBaby a) {
            return new Words(Topic.PEOPLE, "pick up the baby on " + tile(a.target()));
        }

        @Override
        public Words on(TileAction.UseOnOther a) {
            return new Words(
                    Topic.PEOPLE, "use what you hold on the person on " + tile(a.target()) + " (feed, clothe, heal)");
        }

        @Override
        public Words on(TileAction.Flip a) {
            if (a.target() instanceof Target.Offset o && o.dy() == 0 && Math.abs(o.dx()) == 1) {
                return new Words(Topic.MOVING, "face " + direction(o.dx(), 0));
            }
            return new Words(Topic.MOVING, "face toward " + tile(a.target()));
        }

        @Override
        public Words on(TileAction.Inspect a) {
            return new Words(
                    Topic.KNOWING,
                    "ask the server about the " + a.what().name().toLowerCase(Locale.ROOT) + " on " + tile(a.target()));
        }
    };

    private static final BodyAction.Handler<Words> BODY = new BodyAction.Handler<>() {
        @Override
        public Words on(BodyAction.Say a) {
            return new Words(Topic.TALKING, "say \"" + a.text() + "\"");
        }

        @Override
        public Words on(BodyAction.Self a) {
            return acting("eat what you hold, or put it on"
                    + (a.clothingSlot() < 0 ? "" : " (slot " + a.clothingSlot() + ")"));
        }

        @Override
        public Words on(BodyAction.RemoveFromClothing a) {
            return acting("take an item out of the clothing in slot " + a.clothingSlot());
        }

        @Override
        public Words on(BodyAction.Jump a) {
            return new Words(Topic.PEOPLE, "wriggle out of the arms holding you (a baby)");
        }

        @Override
        public Words on(BodyAction.Die a) {
            return new Words(Topic.PEOPLE, "give up this life (a baby under 2)");
        }

        @Override
        public Words on(BodyAction.Emote a) {
            return new Words(Topic.TALKING, "show the emotion " + Emotions.word(a.index()));
        }

        @Override
        public Words on(BodyAction.Ask a) {
            return new Words(Topic.PEOPLE, "ask the server: " + a.question().summary());
        }
    };

    private static final ScriptAction.Handler<Words> SCRIPT = new ScriptAction.Handler<>() {
        @Override
        public Words on(ScriptAction.Wait a) {
            return new Words(Topic.SCREEN, "wait " + ArgumentWords.seconds(a.seconds()) + " s");
        }

        @Override
        public Words on(ScriptAction.Quit a) {
            return new Words(Topic.SCREEN, "quit the game (asks first)");
        }

        @Override
        public Words on(ScriptAction.Reborn a) {
            return new Words(Topic.PEOPLE, "after a death, be born again");
        }
    };
}
