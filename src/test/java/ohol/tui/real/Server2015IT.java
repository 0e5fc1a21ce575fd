package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
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

    /** No login on 2015: with {@code --dialect 2015} no account key (nor email) is asked for. */
    @Test
    void noAccountKeyIsAskedFor() throws Exception {
        try (LiveClient player = LiveClient.start(
                Map.of(),
                List.of(
                        "play",
                        "--headless",
                        "--dialect",
                        "2015",
                        "--host",
                        server.host(),
                        "--port",
                        Integer.toString(server.port())))) {
            Moves.us(player);
            player.send("quit");
            assertEquals(0, player.finish(), player.err());
            assertEquals("", player.err());
        }
    }
}
