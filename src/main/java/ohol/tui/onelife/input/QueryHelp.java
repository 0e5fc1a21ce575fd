package ohol.tui.onelife.input;

import ohol.tui.onelife.input.ActionHelp.Topic;
import ohol.tui.onelife.input.ActionHelp.Words;

/** The words of each {@link Query}, for {@link ActionHelp}. */
final class QueryHelp {
    private QueryHelp() {}

    private static Words knowing(String text) {
        return new Words(Topic.KNOWING, text);
    }

    private static Words people(String text) {
        return new Words(Topic.PEOPLE, text);
    }

    static final Query.Handler<Words> HANDLER = new Query.Handler<>() {
        @Override
        public Words on(Query.Look a) {
            return knowing("describe what is on " + ActionHelp.tile(a.target()));
        }

        @Override
        public Words on(Query.Scan a) {
            return knowing("list the things within " + a.radius() + " tiles, nearest first");
        }

        @Override
        public Words on(Query.GoTo a) {
            return new Words(Topic.MOVING, "walk to the nearest " + a.name());
        }

        @Override
        public Words on(Query.Ping a) {
            return new Words(Topic.SCREEN, "measure the round trip to the server");
        }

        @Override
        public Words on(Query.Find a) {
            return knowing("list the things called " + a.name() + " in view");
        }

        @Override
        public Words on(Query.Hints a) {
            return knowing("what what you hold (or your bare hand) does, to things in view first");
        }

        @Override
        public Words on(Query.Recipe a) {
            return knowing("how to make " + a.name() + " from what grows in the wild");
        }

        @Override
        public Words on(Query.Family a) {
            return people("your family: the line from Eve, siblings, children, grandchildren, and where");
        }

        @Override
        public Words on(Query.Places a) {
            return people("the places of this life: birthplace, homeland, places pointed out or named");
        }

        @Override
        public Words on(Query.Mark a) {
            return people("name the tile you stand on " + a.name());
        }

        @Override
        public Words on(Query.Guide a) {
            return people("point the status line to the place " + a.place());
        }

        @Override
        public Words on(Query.Travel a) {
            return new Words(
                    Topic.MOVING,
                    a.place().isBlank()
                            ? "walk toward the place chosen in the places list"
                            : "walk toward " + a.place());
        }
    };
}
