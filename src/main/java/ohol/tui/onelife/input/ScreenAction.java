package ohol.tui.onelife.input;

/** Actions of the terminal screen itself: the cursor, panes and overlays. */
public sealed interface ScreenAction extends Action {
    <R> R accept(Handler<R> handler);

    @Override
    default <R> R accept(Families<R> families) {
        return families.screen(this);
    }

    /** One method per screen action. */
    interface Handler<R> {
        R on(Cursor a);

        R on(TargetMode a);

        R on(Chat a);

        R on(Help a);

        R on(ToggleEdgeScroll a);

        R on(ScrollLog a);

        R on(Redraw a);

        R on(Cancel a);

        R on(Explore a);

        R on(History a);

        R on(NamePlace a);

        R on(Recall a);
    }

    /** Move the target cursor. */
    record Cursor(int dx, int dy) implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Enter or leave target mode, where direction keys move a cursor instead of the player. */
    record TargetMode() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Open the chat line to type something to say. */
    record Chat() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Show the keys and the action language. */
    record Help() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Switch between a map that follows the player and one that scrolls only near its edge. */
    record ToggleEdgeScroll() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Scroll the speech log by {@code lines}, back in time when positive. */
    record ScrollLog(int lines) implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Redraw the whole screen and re-read its size. */
    record Redraw() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Leave target mode and bring the cursor home. */
    record Cancel() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * Learning what things are and finding them: the full look, cycling through what is in view,
     * the list of what is near, search, typed questions and the legend. A family of its own, so
     * the screen hands them all to one place.
     */
    sealed interface Explore extends ScreenAction {
        <R> R accept(ExploreHandler<R> handler);

        @Override
        default <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** One method per {@link Explore} action. */
    interface ExploreHandler<R> {
        R on(Describe a);

        R on(Cycle a);

        R on(CyclePeople a);

        R on(Sidebar a);

        R on(Search a);

        R on(Match a);

        R on(Prompt a);

        R on(Legend a);

        R on(Onward a);
    }

    /**
     * Go where the screen points: to the cursor's tile when it is away from us (a search match, a
     * thing looked at), else to the nearest food known ({@code goto food}).
     */
    record Onward() implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Describe the cursor's tile in full, over the map. */
    record Describe() implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Move the cursor {@code step} things on through what is in view, nearest first (negative: back). */
    record Cycle(int step) implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** As {@link Cycle}, through people only. */
    record CyclePeople(int step) implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Show or hide the list of what is near. */
    record Sidebar() implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Search the map for things of a name: empty opens a line to type it, with names completed. */
    record Search(String name) implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Move the cursor {@code step} matches on through the search's matches (negative: back). */
    record Match(int step) implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Open a line to type the name an action takes ({@code recipe}, {@code goto}, {@code find}), names completed. */
    record Prompt(String verb) implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Show every speech, event and notice of this life, to scroll and filter. */
    record History() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Show every glyph and ground colour in view, with what it stands for. */
    record Legend() implements Explore {
        @Override
        public <R> R accept(ExploreHandler<R> h) {
            return h.on(this);
        }
    }

    /** Open the places list, asking a name for the tile we stand on. */
    record NamePlace() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Put the cursor back on the tile the last look ended on, to act there (until Esc). */
    record Recall() implements ScreenAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
