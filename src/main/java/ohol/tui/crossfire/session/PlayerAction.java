package ohol.tui.crossfire.session;

/**
 * What a Crossfire player does, from a key, a script line or a prompt; the session turns it into
 * commands. An item is named by (part of) its name; an empty name means the obvious one (the
 * first that can be picked up here, what is under you).
 */
public sealed interface PlayerAction {
    <R> R accept(Handler<R> handler);

    /** One method per action: a new action fails to compile until every handler knows it. */
    interface Handler<R> {
        R onWalk(Walk a);

        R onSay(Say a);

        R onShout(Shout a);

        R onPickUp(PickUp a);

        R onDrop(Drop a);

        R onApply(Apply a);

        R onExamine(Examine a);

        R onServerCommand(ServerCommand a);

        R onReply(Reply a);

        R onWait(Wait a);

        R onQuit(Quit a);
    }

    record Walk(Direction direction) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onWalk(this);
        }
    }

    record Say(String text) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onSay(this);
        }
    }

    record Shout(String text) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onShout(this);
        }
    }

    record PickUp(String what) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onPickUp(this);
        }
    }

    record Drop(String what) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onDrop(this);
        }
    }

    record Apply(String what) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onApply(this);
        }
    }

    record Examine(String what) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onExamine(this);
        }
    }

    /** Any command the server knows, sent as it is typed ({@code ncom}). */
    record ServerCommand(String text) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onServerCommand(this);
        }
    }

    /** The answer to the server's open question. */
    record Reply(String text) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onReply(this);
        }
    }

    record Wait(long millis) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onWait(this);
        }
    }

    record Quit() implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onQuit(this);
        }
    }
}
