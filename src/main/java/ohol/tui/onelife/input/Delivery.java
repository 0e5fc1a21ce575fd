package ohol.tui.onelife.input;

import java.util.function.Function;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.world.Position;

/** When and from where an action's command goes out, as the server takes it. */
sealed interface Delivery {
    <R> R accept(Handler<R> handler);

    /** One method per kind of delivery. */
    interface Handler<R> {
        R on(Walk d);

        R on(Now d);

        R on(FromSide d);

        R on(AfterWalk d);
    }

    /** A walk onto {@code goal}, or beside it when something there blocks the way. */
    record Walk(Position goal) implements Delivery {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A command the server takes at any time, walking or not; {@code tile}: the one acted on, ours for the body. */
    record Now(Position tile, ClientCommand command) implements Delivery {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * A command on {@code tile} that the server takes only once we stand still, on it or on a side
     * neighbour as {@code kind} allows: from anywhere else we walk to the nearest side first.
     */
    record FromSide(Position tile, Reach.ActionKind kind, ClientCommand command) implements Delivery {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A command sent once we stand still, wherever that is, made from the tile we stand on then. */
    record AfterWalk(Function<Position, ClientCommand> command) implements Delivery {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
