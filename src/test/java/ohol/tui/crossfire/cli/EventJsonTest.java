package ohol.tui.crossfire.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.core.json.JsonLines;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;

/** An action not done is {@code refused}, saying who refused it, as One Hour One Life's are. */
class EventJsonTest {
    private static final PlayerAction PICKUP =
            ActionSyntax.parseLine("pickup sword").get(0);

    private static String line(CrossfireEvent e) {
        return e.accept(new EventJson(new JsonLines()));
    }

    @Test
    void anActionTheClientRefusedUnsentIsRefusedByTheClient() {
        assertEquals(
                "{\"type\":\"event\",\"event\":\"refused\",\"by\":\"client\",\"was\":\"failed\","
                        + "\"action\":\"pickup sword\",\"reason\":\"no sword here to pick up\"}",
                line(new CrossfireEvent.Failed(PICKUP, "no sword here to pick up", false)));
    }

    @Test
    void anActionSentAndNotDoneIsRefusedByTheServer() {
        assertEquals(
                "{\"type\":\"event\",\"event\":\"refused\",\"by\":\"server\",\"was\":\"failed\","
                        + "\"action\":\"pickup sword\",\"reason\":\"no answer from the server\"}",
                line(new CrossfireEvent.Failed(PICKUP, "no answer from the server", true)));
    }
}
