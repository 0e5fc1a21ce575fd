package ohol.tui.crossfire;

import java.util.List;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Link;

/** The session the Crossfire screen and session tests play: "Tester", on a link that keeps what is sent. */
public final class TestSessions {
    private TestSessions() {}

    /** A session whose every command sent goes into {@code sent}. */
    public static CrossfireSession keeping(List<ClientCommand> sent) {
        return new CrossfireSession(
                "Tester",
                new Secret("pw"),
                new Link() {
                    @Override
                    public void send(ClientCommand command) {
                        sent.add(command);
                    }

                    @Override
                    public void hangUp() {}
                },
                () -> 0L,
                "test");
    }

    /** A session whose commands go nowhere. */
    public static CrossfireSession quiet() {
        return keeping(new java.util.ArrayList<>());
    }
}
