package ohol.tui.onelife.session;

import ohol.tui.core.net.CloseReason;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldEvent;

/** What a session reports to its front-end, in order: the one stream the screen, scripts and tests read. */
public sealed interface SessionEvent {
    <R> R accept(Handler<R> handler);

    /** One method per event. */
    interface Handler<R> {
        R on(Received e);

        R on(Happened e);

        R on(Answered e);

        R on(Refused e);

        R on(Sent e);

        R on(Done e);

        R on(Failed e);

        R on(Walked e);

        R on(Replaced e);

        R on(Trouble e);

        R on(Cut e);

        R on(Skipped e);

        R on(RoundTrip e);

        R on(LifeBegan e);

        R on(Closed e);

        R on(Hungry e);
    }

    /** A hunger warning started: food is down to what the walk to the nearest food known takes, or a third. */
    record Hungry(ohol.tui.onelife.sight.Hunger hunger) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A message as it came from the server. */
    record Received(ServerMessage message) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** What a frame of messages meant. */
    record Happened(WorldEvent event) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** The answer to a query. */
    record Answered(Answer answer) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** An action the client could not do or send (no path, not in the game...), and why. */
    record Refused(Action action, String reason) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * An action's command went to the server: {@code command} in today's protocol, {@code wire}
     * the text that went out, in the server's own (an older server's verb: {@code GRAB 3 4#}).
     */
    record Sent(Action action, String command, String wire) implements SessionEvent {
        /** To today's server: the command is the wire. */
        public Sent(Action action, String command) {
            this(action, command, command);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** The server did an action: what changed, in words. */
    record Done(Action action, String change) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * An action not done, the likely reason in words: {@code sent}, it went to the server, which did
     * nothing with it or never answered; not, it waited (for a walk, its turn to be said) and the
     * client gave it up unsent.
     */
    record Failed(Action action, String reason, boolean sent) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * A walk the player asked for ended on its tile ({@code end}); {@code already} when we stood
     * there when it was asked. A walk that stops short is {@link Failed} with the reason.
     */
    record Walked(Action action, Position end, boolean already) implements SessionEvent {
        public String change() {
            return already ? "You are already there" : "You arrived"; // where: the fields x and y, the map
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A walk the player asked for was let go before its end: a newer walk or action took its place. */
    record Replaced(Action action) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Something that went wrong with a walk or an action under way (the way blocked...). */
    record Trouble(String text) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /**
     * A line to say cut to what the server lets us say at our age ({@code limit} characters at
     * {@code age} years): {@code kept} is what will be said, paced as any line.
     */
    record Cut(Action action, String kept, int limit, int age) implements SessionEvent {
        /** Why, in words: {@code the server lets you say 15 characters at 14}. */
        public String reason() {
            return "the server lets you say " + limit + (limit == 1 ? " character" : " characters") + " at " + age;
        }

        /** The whole of it in a sentence: {@code Cut to 15 characters (...): HELLO FROM THE is said}. */
        public String sentence() {
            return "Cut to " + limit + (limit == 1 ? " character" : " characters")
                    + ", what the server lets you say at " + age + ": " + kept + " is said";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A malformed message or line the connection skipped. */
    record Skipped(String description) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** A {@code PONG} came back. */
    record RoundTrip(int id, long millis) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** The server put us in the world: a life begins. */
    record LifeBegan(int playerId, int life) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** The connection of this life closed. */
    record Closed(CloseReason reason) implements SessionEvent {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
