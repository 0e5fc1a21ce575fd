package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The 2015 server (OneLife 69cc5592), played as a player would. */
@Timeout(180)
class Server2015IT {
    private final RealServers.Address server = RealServers.require("2015");

    @Test
    void anEveWalksEveryWay() throws Exception {
        Moves.everyWay(server);
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

    /** GRAB, a use that makes a Sharp Stone of two Stones, and DROP, each checked in the server's PU and MX. */
    @Test
    void stonesAreTakenUsedAndPutDown() throws Exception {
        try (LiveClient eve = LiveClient.play(server, LiveClient.EVE, "--data", Data.era("2015"))) {
            int us = Moves.ready(eve);
            Hands.takeAndPutDown(eve, us, "Stone");
            int[] stone = Hands.nearest(eve, "Stone");
            String take = "use " + stone[0] + " " + stone[1];
            eve.send(take);
            assertEquals("done", LiveClient.string(eve.answer(take), "event"));
            int[] other = Hands.nearest(eve, "Stone");
            int[] at = Moves.serverPosition(eve, us).orElseThrow();
            String sharpen = "use " + other[0] + " " + other[1];
            int sent = eve.mark();
            eve.send(sharpen);
            JsonObject done = eve.answer(sharpen);
            assertEquals("done", LiveClient.string(done, "event"), done.toString());
            int[] now = Moves.serverPosition(eve, us).orElseThrow();
            int x = at[0] + other[0];
            int y = at[1] + other[1];
            eve.awaitSince(
                    sent,
                    "the server's MX of a Sharp Stone",
                    j -> LiveClient.isMessage(j, "MX") && Hands.changes(j, x, y, 5));
            assertEquals(
                    0,
                    MotherAndBaby.held(eve, us).orElseThrow(),
                    "the stone held went into the Sharp Stone at " + now[0]);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }

    @Test
    void narratedOnAPipe() throws Exception {
        Narrated.play(server, "2015", false, "--dialect", "2015", "--data", Data.era("2015"));
    }

    @Test
    void theScreenStepsDiagonallyOnARealTerminal(@TempDir Path dir) throws Exception {
        try (RealScreen screen = RealScreen.play(dir, server, "--dialect", "2015")) {
            String born = screen.until("the status line", s -> s.contains(" age "));
            assertFalse(born.contains(" heat "), "2015 has no body heat: " + born);
            screen.stepSouthEastAndQuit();
        }
    }
}
