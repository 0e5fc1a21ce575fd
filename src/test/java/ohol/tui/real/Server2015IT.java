package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The 2015 server (OneLife 69cc5592), played as a player would. */
@Timeout(180)
class Server2015IT {
    private final RealServers.Address server = RealServers.require("2015");

    @Test
    void anEveWalksEveryWay() throws Exception {
        try (LiveClient eve = LiveClient.play(server, "walker2015@example.com")) {
            int us = Moves.us(eve);
            Moves.walkToOpenGround(eve);
            Moves.walkEveryWay(eve, us);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }
}
