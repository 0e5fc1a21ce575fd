package ohol.tui.onelife.input;

/** Questions the client answers from what it knows (and {@code goto}, which finds and walks). */
public sealed interface Query extends Action {
    <R> R accept(Handler<R> handler);

    @Override
    default <R> R accept(Families<R> families) {
        return families.query(this);
    }

    /**
     * Whether answering it takes all the game data says (the transitions, read after the first
     * frame): the loop holds such a query back until that is known rather than wait for it.
     */
    default boolean answeredFromKnowledge() {
        return false;
    }

    /** Whether it is answered from what this life remembers, after its connection has closed too. */
    default boolean outlivesTheConnection() {
        return false;
    }

    /** One method per query. */
    interface Handler<R> {
        R on(Look a);

        R on(Scan a);

        R on(GoTo a);

        R on(Ping a);

        R on(Find a);

        R on(Hints a);

        R on(Recipe a);

        R on(Family a);

        R on(Places a);

        R on(Mark a);

        R on(Guide a);

        R on(Travel a);
    }

    /** Describe what is at the target. */
    record Look(Target target) implements Query {
        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** List the objects within {@code radius} tiles. */
    record Scan(int radius) implements Query {
        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Walk to the nearest object of the given name. */
    record GoTo(String name) implements Query {
        /** The name that means the nearest food known: {@code goto food}. */
        public static final String FOOD = "food";

        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Measure the round trip to the server. */
    record Ping() implements Query {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** List the things of a name in view, best match and nearest first. */
    record Find(String name) implements Query {
        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Our family: the line from Eve, siblings, children and grandchildren, alive or dead, and where. */
    record Family() implements Query {
        @Override
        public boolean outlivesTheConnection() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** What what we hold (or the bare hand) does, to things in view first. */
    record Hints() implements Query {
        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** The places of this life: where it began, those the server pointed to, those we named. */
    record Places() implements Query {
        @Override
        public boolean outlivesTheConnection() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** How to make a thing from what is found in the wild. */
    record Recipe(String name) implements Query {
        @Override
        public boolean answeredFromKnowledge() {
            return true;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Name the tile we stand on, for the places list. */
    record Mark(String name) implements Query {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Choose the place the status line points to (a name or its number in the list). */
    record Guide(String place) implements Query {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Walk toward a place (the chosen one when {@code place} is empty). */
    record Travel(String place) implements Query {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
