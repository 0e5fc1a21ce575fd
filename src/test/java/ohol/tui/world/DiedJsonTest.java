package ohol.tui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.cli.Json;
import ohol.tui.protocol.server.RemovalReason;
import org.junit.jupiter.api.Test;

/** Headless mode's {@code died} carries the reason as the server's word, whatever the world keeps of it. */
class DiedJsonTest {
    @Test
    void theReasonIsTheServersWord() {
        WorldEvent died = new WorldEvent.Died(16, "EVE", 0.64, RemovalReason.parse("reason_killed_631"), false);
        assertEquals(
                "{\"type\":\"event\",\"event\":\"died\",\"playerId\":16,\"name\":\"EVE\",\"age\":0.64,"
                        + "\"reason\":\"reason_killed_631\",\"us\":false,\"sentence\":\"EVE was killed aged 1\"}",
                new Json().event(EventText.name(died), died, EventText.sentence(died)));
    }
}
