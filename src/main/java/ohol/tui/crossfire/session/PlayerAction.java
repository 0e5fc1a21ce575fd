package ohol.tui.crossfire.session;

import java.util.List;

/**
 * What a Crossfire player does, from a key, a script line or a prompt; the session turns it into
 * commands. An item is named by (part of) its name; an empty name means the obvious one (the
 * first that can be picked up here, what is under you).
 */
public sealed interface PlayerAction {
    <R> R accept(Handler<R> handler);

    /** When the session may do an action: its turn comes when this says. */
    enum Turn {
        /** at once (a pause, leaving) */
        AT_ONCE,
        /** once the server asks a question, or the character plays */
        WHEN_ASKED,
        /** once the character plays */
        WHEN_PLAYING
    }

    default Turn turn() {
        return Turn.WHEN_PLAYING;
    }

    /** Whether it ends the play (the session hangs up; the front-end ends once the connection closed). */
    default boolean quits() {
        return false;
    }

    /** How long it holds back the actions behind it, when it is a pause (a script's {@code wait}). */
    default java.util.OptionalLong pauseNanos() {
        return java.util.OptionalLong.empty();
    }

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

        R onLookAt(LookAt a);

        R onRun(Run a);

        R onRunStop(RunStop a);

        R onFire(Fire a);

        R onOnItem(OnItem a);

        R onReply(Reply a);

        R onCreateCharacter(CreateCharacter a);

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

    /** What is on the cell {@code dx}, {@code dy} from the player ({@code lookat}): the server says it. */
    record LookAt(int dx, int dy) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onLookAt(this);
        }
    }

    /**
     * Walk {@code direction} until something stops the character or {@link RunStop} comes (the
     * server's {@code run N}): what the GTK client sends while Shift and a direction are held.
     */
    record Run(Direction direction) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onRun(this);
        }
    }

    /** The end of a run (the server's {@code run_stop}). */
    record RunStop() implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onRunStop(this);
        }
    }

    /**
     * Fire the readied spell, skill or thrown item {@code direction} once: the server's {@code
     * fire N}, then {@code fire_stop}, a press and a release of the GTK client's fire key.
     */
    record Fire(Direction direction) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onFire(this);
        }
    }

    /**
     * {@code verb} done to the item the server tagged {@code tag}: sent by its tag, so that two
     * items of like names are never taken one for the other.
     */
    record OnItem(ItemVerb verb, long tag) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onOnItem(this);
        }
    }

    /** The answer to the server's open question. */
    record Reply(String text) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onReply(this);
        }

        @Override
        public Turn turn() {
            return Turn.WHEN_ASKED;
        }
    }

    /** The account login's new character as the player made it on the form. */
    record CreateCharacter(String race, String characterClass, List<Integer> stats) implements PlayerAction {
        public CreateCharacter {
            stats = List.copyOf(stats);
        }

        public <R> R accept(Handler<R> h) {
            return h.onCreateCharacter(this);
        }

        @Override
        public Turn turn() {
            return Turn.WHEN_ASKED;
        }
    }

    record Wait(long millis) implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onWait(this);
        }

        @Override
        public Turn turn() {
            return Turn.AT_ONCE;
        }

        @Override
        public java.util.OptionalLong pauseNanos() {
            return java.util.OptionalLong.of(java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(millis));
        }
    }

    record Quit() implements PlayerAction {
        public <R> R accept(Handler<R> h) {
            return h.onQuit(this);
        }

        @Override
        public Turn turn() {
            return Turn.AT_ONCE;
        }

        @Override
        public boolean quits() {
            return true;
        }
    }
}
