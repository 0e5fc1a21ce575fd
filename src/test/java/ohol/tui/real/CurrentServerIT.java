package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Today's server (data version 437), played as a player would. */
@Timeout(180)
class CurrentServerIT {
    private final RealServers.Address server = RealServers.require("current");

    @Test
    void anEveWalksEveryWay() throws Exception {
        Moves.everyWay(server);
    }

    /**
     * A mother picks up her baby on her own tile, carries it, puts it down and picks it up beside
     * her; then it gives up its life (SID) and is born again in the same process. One scene: today's
     * server lets a mother have her next baby only minutes later, unless a baby she held dies so.
     */
    @Test
    void aMotherCarriesHerBabyWhichDiesAndIsBornAgain() throws Exception {
        MotherAndBaby.carryingThenDeath(server, "current", "die", "SUDDEN INFANT DEATH");
    }

    /** A Stone taken and put down (PU, MX), words said (PS), and food found, taken and eaten (FX). */
    @Test
    void anEveTakesSpeaksAndEats() throws Exception {
        try (LiveClient eve = LiveClient.play(server, LiveClient.EVE, "--data", Data.today())) {
            int us = Moves.ready(eve);
            Hands.takeAndPutDown(eve, us, "Stone");
            eve.send("say HELLO FROM THE SUITE");
            eve.await(
                    "the server's PS",
                    j -> LiveClient.isMessage(j, "PS") && j.toString().contains("\"HELLO FROM THE SUITE\""));
            Hands.eat(eve, us);
            eve.send("quit");
            assertEquals(0, eve.finish(), eve.err());
        }
    }

    @Test
    void narratedOnAPipe() throws Exception {
        Narrated.play(server, "current", true, "--email", LiveClient.EVE, "--data", Data.today());
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
