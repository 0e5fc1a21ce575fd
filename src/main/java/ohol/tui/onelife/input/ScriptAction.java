package ohol.tui.onelife.input;

import java.util.OptionalLong;

/** Actions that steer a macro or a script rather than the game. */
public sealed interface ScriptAction extends Action {
    <R> R accept(Handler<R> handler);

    @Override
    default <R> R accept(Families<R> families) {
        return families.script(this);
    }

    /** One method per script action. */
    interface Handler<R> {
        R on(Wait a);

        R on(Quit a);

        R on(Reborn a);
    }

    /** Wait before the next action of a macro or script. */
    record Wait(double seconds) implements ScriptAction {
        @Override
        public OptionalLong pauseNanos() {
            return OptionalLong.of((long) (seconds * 1e9));
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Leave the game (the screen asks first). */
    record Quit() implements ScriptAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** After a death: log in again with the same settings and live a new life. */
    record Reborn() implements ScriptAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }
}
