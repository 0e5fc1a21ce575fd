package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The 2016 server (OneLife a7d8f802), played as a player would. */
@Timeout(180)
class Server2016IT {
    private final RealServers.Address server = RealServers.require("2016");

    @Test
    void anEveWalksEveryWay() throws Exception {
        try (LiveClient eve = LiveClient.play(server, "walker2016@example.com")) {
            int us = Moves.us(eve);
            Moves.walkToOpenGround(eve);
            Moves.walkEveryWay(eve, us);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }
}
