package ohol.tui.onelife.input;

import ohol.tui.onelife.input.ActionHelp.Topic;
import ohol.tui.onelife.input.ActionHelp.Words;

/** The words of each {@link ScreenAction}, for {@link ActionHelp}. */
final class ScreenHelp {
    private ScreenHelp() {}

    private static Words screen(String text) {
        return new Words(Topic.SCREEN, text);
    }

    private static Words knowing(String text) {
        return new Words(Topic.KNOWING, text);
    }

    private static String steps(int n, String things) {
        return n == 1 ? "the next " + things : n == -1 ? "the " + things + " before" : n + " " + things + " on";
    }

    static final ScreenAction.Handler<Words> HANDLER = new ScreenAction.Handler<>() {
        @Override
        public Words on(ScreenAction.Cursor a) {
            return new Words(
                    Topic.MOVING,
                    Math.abs(a.dx()) <= 1 && Math.abs(a.dy()) <= 1
                            ? "move the cursor " + ActionHelp.direction(a.dx(), a.dy())
                            : "move the cursor " + a.dx() + " east, " + a.dy() + " north");
        }

        @Override
        public Words on(ScreenAction.TargetMode a) {
            return new Words(Topic.MOVING, "target mode on or off: the walking keys move the cursor instead");
        }

        @Override
        public Words on(ScreenAction.Chat a) {
            return new Words(Topic.TALKING, "open the chat line to say something");
        }

        @Override
        public Words on(ScreenAction.Help a) {
            return screen("this help");
        }

        @Override
        public Words on(ScreenAction.ToggleEdgeScroll a) {
            return screen("edge-scroll on or off: the map turns a page only near its edge (fewer bytes)");
        }

        @Override
        public Words on(ScreenAction.ScrollLog a) {
            return screen(a.lines() >= 0 ? "scroll the speech log back" : "scroll the speech log forward");
        }

        @Override
        public Words on(ScreenAction.Redraw a) {
            return screen("redraw the whole screen");
        }

        @Override
        public Words on(ScreenAction.Cancel a) {
            return screen("close, leave target mode or a search, bring the cursor home");
        }

        @Override
        public Words on(ScreenAction.Explore a) {
            return a.accept(EXPLORE);
        }

        @Override
        public Words on(ScreenAction.History a) {
            return new Words(Topic.PEOPLE, "the history of this life: every speech, event and notice");
        }

        @Override
        public Words on(ScreenAction.NamePlace a) {
            return new Words(Topic.PEOPLE, "name the tile you stand on (opens the places list)");
        }

        @Override
        public Words on(ScreenAction.Recall a) {
            return knowing("put the cursor back on the tile you last looked at, to act there until Esc");
        }
    };

    private static final ScreenAction.ExploreHandler<Words> EXPLORE = new ScreenAction.ExploreHandler<>() {
        @Override
        public Words on(ScreenAction.Describe a) {
            return knowing("look mode: the cursor's tile in full (Esc or an action ends it)");
        }

        @Override
        public Words on(ScreenAction.Cycle a) {
            return knowing("move the cursor to " + steps(a.step(), "thing") + " in view, nearest first");
        }

        @Override
        public Words on(ScreenAction.CyclePeople a) {
            return new Words(Topic.PEOPLE, "move the cursor to " + steps(a.step(), "person") + " in view");
        }

        @Override
        public Words on(ScreenAction.Sidebar a) {
            return knowing("show or hide the list of what is near");
        }

        @Override
        public Words on(ScreenAction.Search a) {
            return knowing(
                    a.name().isBlank() ? "search the map by name (names complete with Tab)" : "search for " + a.name());
        }

        @Override
        public Words on(ScreenAction.Match a) {
            return knowing("move the cursor to " + steps(a.step(), "match") + " of the search");
        }

        @Override
        public Words on(ScreenAction.Onward a) {
            return new Words(
                    Topic.MOVING, "walk to the cursor's tile when it is away from you, else to the nearest food known");
        }

        @Override
        public Words on(ScreenAction.Prompt a) {
            return knowing(
                    switch (a.verb()) {
                        case "recipe" -> "how to make a thing (type its name)";
                        case "goto" -> "walk to a thing (type its name)";
                        case "find" -> "find a thing in view (type its name)";
                        default -> "type a name for " + a.verb();
                    });
        }

        @Override
        public Words on(ScreenAction.Legend a) {
            return knowing("the legend: every glyph and ground colour in view");
        }
    };
}
