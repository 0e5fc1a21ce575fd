package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The 2016 server (OneLife a7d8f802), played as a player would. */
@Timeout(180)
class Server2016IT {
    private final RealServers.Address server = RealServers.require("2016");

    @Test
    void anEveWalksEveryWay() throws Exception {
        Moves.everyWay(server);
    }

    /** The 2016 server tells our heat in our PU alone, and a naked Eve is cold: food goes every 5 s, not 20. */
    @Test
    void theStatusHasTheHeatTheServerCounts() throws Exception {
        try (LiveClient eve = LiveClient.play(server, LiveClient.EVE)) {
            int us = Moves.ready(eve);
            JsonObject stats = eve.await("our heat", j -> LiveClient.isEvent(j, "stats_changed"));
            double told = stats.getAsJsonObject("stats").get("heat").getAsDouble();
            double server = 0;
            for (JsonObject pu : eve.all(j -> LiveClient.isMessage(j, "PU"))) {
                for (var p : pu.getAsJsonObject("data").getAsJsonArray("players")) {
                    if (p.getAsJsonObject().get("playerId").getAsInt() == us) {
                        server = p.getAsJsonObject().get("heat").getAsDouble();
                    }
                }
            }
            assertTrue(server < 0.3, "a naked Eve is cold on the 2016 server: " + server);
            assertEquals(server, told, 0.011, "the status's heat is the server's");
            assertEquals(5.0, stats.getAsJsonObject("stats").get("foodSeconds").getAsDouble(), 0.01);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }

    @Test
    void aMotherPicksUpHerBabyOnHerTileAndBesideHerAndCarriesIt() throws Exception {
        MotherAndBaby.carrying(server, "2016");
    }

    /**
     * A newborn crawls at once (no 12 s wait on this server: the server starts its walk); left
     * alone it starves (2016 names no cause: the client knows it from the food at 0), and is born
     * again.
     */
    @Test
    void aBabyCrawlsAtOnceStarvesAndIsBornAgain() throws Exception {
        MotherAndBaby.withBaby(server, "2016", (mother, she, baby, it, centre) -> {
            int sent = baby.mark();
            baby.send("move 1 0");
            baby.await(
                    "the crawl sent",
                    j -> LiveClient.isEvent(j, "sent")
                            && LiveClient.string(j, "action").equals("move 1 0"));
            baby.awaitSince(
                    sent,
                    "the server's PM of our crawl",
                    j -> LiveClient.isMessage(j, "PM") && j.toString().contains("\"playerId\":" + it + ","));
            MotherAndBaby.dies(mother, baby, it, "", "STARVATION");
        });
    }

    /** Its LOGIN has four words: twins and tutorials are not sent, and the player is told so. */
    @Test
    void twinsAndTutorialsAreSaidToBeMissing() throws Exception {
        try (LiveClient alone = LiveClient.play(server, LiveClient.EVE, "--twin-code", "PAIR", "--tutorial", "1")) {
            JsonObject step = alone.await(
                    "the alone step",
                    j -> LiveClient.isEvent(j, "login_step")
                            && LiveClient.string(j, "step").equals("alone"));
            assertTrue(LiveClient.string(step, "sentence").contains("no twins or tutorials"), step.toString());
            Moves.us(alone);
            alone.send("quit");
            assertEquals(0, alone.finish(), alone.err());
        }
        try (LiveClient named = LiveClient.play(server, LiveClient.EVE, "--dialect", "2016", "--twin-code", "PAIR")) {
            assertEquals(2, named.finish(), "a mistake said before connecting");
            assertTrue(named.err().contains("--twin-code cannot be done on the 2016 server"), named.err());
        }
    }

    /** A Rock taken in bare hands and put down, checked in the server's PU and MX; a line said is the server's PS. */
    @Test
    void aRockIsTakenAndPutDownAndWordsAreSaid() throws Exception {
        try (LiveClient eve = LiveClient.play(server, LiveClient.EVE, "--data", Data.era("2016"))) {
            int us = Moves.ready(eve);
            Hands.takeAndPutDown(eve, us, "Rock");
            eve.send("say HELLO SUITE");
            eve.await(
                    "the server's PS",
                    j -> LiveClient.isMessage(j, "PS") && j.toString().contains("\"HELLO SUITE\""));
            // 2016 keeps floor(age) + 1 characters at any age: 15 for an Eve of 14
            eve.send("say HELLO FROM THE SUITE");
            JsonObject cut = eve.await(
                    "the line cut", j -> LiveClient.string(j, "message").startsWith("cut to 15"));
            assertTrue(LiveClient.string(cut, "message").endsWith(": HELLO FROM THE"), cut.toString());
            eve.await(
                    "the server's PS",
                    j -> LiveClient.isMessage(j, "PS") && j.toString().contains("\"HELLO FROM THE\""));
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }

    @Test
    void narratedOnAPipe() throws Exception {
        Narrated.play(server, "2016", true, "--email", LiveClient.EVE, "--data", Data.era("2016"));
    }

    @Test
    void theScreenStepsDiagonallyOnARealTerminal(@TempDir Path dir) throws Exception {
        try (RealScreen screen = RealScreen.play(dir, server, "--email", LiveClient.EVE)) {
            screen.stepSouthEastAndQuit();
        }
    }

    /** A wrong server password is the server's REJECTED, said in one line, status 1. */
    @Test
    void aWrongPasswordIsRefused() throws Exception {
        LiveClient.refusedWithAWrongPassword(server);
    }
}
