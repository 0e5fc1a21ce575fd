package ohol.tui.onelife.net;

import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.ConnectionListener;

/** Connection listeners for tests. */
public final class Listeners {
    private Listeners() {}

    /** A listener that does nothing: what a recorder taps passes on to it, a connection opened only to be watched. */
    public static <I, O> ConnectionListener<I, O> nowhere() {
        return new ConnectionListener<>() {
            @Override
            public void onMessage(I message) {}

            @Override
            public void onProblem(String description) {}

            @Override
            public void onClosed(CloseReason reason) {}
        };
    }
}
