package ohol.tui.onelife.world;

import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * Something a player would want told: the world's news, for the event and speech panes and for
 * headless mode's JSON lines. Names are as known when it happened. {@link EventText} gives each
 * its name and its sentence.
 */
public sealed interface WorldEvent {
    <R> R accept(Handler<R> handler);

    /** One method per event. */
    interface Handler<R> {
        R on(StatsChanged e);

        R on(Born e);

        R on(Named e);

        R on(Died e);

        R on(Said e);

        R on(PlaceSaid e);

        R on(Followed e);

        R on(ExiledBy e);

        R on(Wounded e);

        R on(HealedUp e);

        R on(Notice e);

        R on(Emoted e);

        R on(Carried e);
    }

    /** Our food, heat or craving changed. */
    record StatsChanged(OurStats stats) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A baby was born (appeared at age under 2 with a mother). */
    record Born(int playerId, OptionalInt motherId, String motherName) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    record Named(int playerId, String name) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * A player left: died of something or disconnected. {@code reason} as the protocol reads it;
     * headless mode writes it as the server's word ({@code reason_hunger}), as it always has.
     */
    record Died(int playerId, String name, double age, RemovalReason reason, boolean us) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A line of speech; {@code pointsAt} where a {@code *map} pointer in it points, in our coordinates. */
    record Said(int playerId, String name, String text, boolean curse, boolean us, Optional<Position> pointsAt)
            implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Text written at a place ({@code LS}). */
    record PlaceSaid(int x, int y, String text) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    record Followed(int followerId, String follower, OptionalInt leaderId, String leader) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    record ExiledBy(int targetId, String target, int exilerId, String exiler) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    record Wounded(int playerId, String name, boolean sick) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    record HealedUp(int playerId, String name) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Someone showed an emotion ({@code PE}); {@link Emotions} names it. */
    record Emoted(int playerId, String name, int index, boolean us) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * Someone took a baby into their arms ({@code pickedUp}) or put one down (or it wriggled
     * free); {@code weHold} and {@code weAreHeld} say when one of them is us.
     */
    record Carried(
            int holderId, String holder, int babyId, String baby, boolean pickedUp, boolean weHold, boolean weAreHeld)
            implements WorldEvent {
        public boolean us() {
            return weHold || weAreHeld;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A message from the server's operators ({@code MS}), or a notice such as an apocalypse or shutdown. */
    record Notice(String text) implements WorldEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
