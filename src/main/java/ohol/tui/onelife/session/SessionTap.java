package ohol.tui.onelife.session;

import ohol.tui.onelife.input.Action;

/**
 * Hears, on the loop's thread and in the loop's order, each piece of a connection's news a life
 * took and each action the session did: where a recording learns at which point of the server's
 * stream every action came, so that a replay does them at the same point.
 */
public interface SessionTap {
    /** Life {@code life} took one piece of its connection's news (a message, a skipped one, the close). */
    void took(int life);

    /** The session is about to do {@code action} in life {@code life}. */
    void performed(int life, Action action);

    /** Hears nothing. */
    SessionTap NONE = new SessionTap() {
        @Override
        public void took(int life) {}

        @Override
        public void performed(int life, Action action) {}
    };
}
