package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * On an old server, {@code --log} and the recording hold the text that went on the wire, in that
 * era's verbs, and a command that became no bytes is logged as not sent, with why; no secret.
 */
@Timeout(90)
@EndToEnd
class WhatWentOutTest {
    @Test
    void the2016LogAndRecordingHoldWhatWentOnTheWire(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-mother.cap", "testPassword", "AAAABBBBCCCCDDDDEEEE", "mother@example.com", OldLives.MOTHER, dir);
        assertEquals(0, r.live().code(), r.live().err());
        String log = r.log();
        assertTrue(log.contains("sent LOGIN mother@example.com HIDDEN HIDDEN#"), log);
        assertTrue(log.contains("sent MOVE 0 0 -1 0 -2 0#"), log);
        assertTrue(log.contains("sent USE -2 0#"), "the baby picked up with USE: " + log);
        assertTrue(log.contains("sent DROP -2 1#"), log);
        assertFalse(log.matches("(?s).*MOVE [^#]*@.*"), "no move number, which the 2016 server does not know: " + log);
        assertFalse(log.contains("sent BABY"), log);
        assertFalse(log.contains("client_ohol_tui"), "no client tag, which the 2016 login has not: " + log);

        String recording = RecordReplayHeadlessTest.inflated(r.recording());
        assertTrue(recording.contains("LOGIN mother@example.com HIDDEN HIDDEN#"), recording);
        assertTrue(recording.contains("MOVE 0 0 -1 0 -2 0#"), recording);
        assertFalse(recording.contains("client_ohol_tui"), recording);
        assertFalse(recording.contains("BABY -2 0#"), recording);
        for (String line : List.of(log, recording)) {
            var hash = java.util.regex.Pattern.compile("[0-9A-F]{40}").matcher(line);
            // the 2016 greeting's sequence number is decimal: any 40 hex digits would be a hash
            assertFalse(hash.find(), () -> "a hash: " + line.substring(Math.max(0, hash.start() - 40), hash.end()));
        }
    }

    @Test
    void aCommandTheServerDoesNotKnowIsLoggedAsNotSent(@TempDir Path dir) throws Exception {
        // a 2016 server that forces us back at our first step: we acknowledge with FORCE, which it does not know
        String us = "PU\n0 32 0 0 0 0 0.09 %d 0 0 14.00 0.02 2.80 0,0,0,0\n#";
        ScriptedServer.Script script = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#" + us.formatted(0));
            } else if (command.startsWith("MOVE")) {
                server.send(us.formatted(1));
            }
        };
        Path recording = dir.resolve("life.ohrec");
        Path log = dir.resolve("life.log");
        try (ScriptedServer server = new ScriptedServer("SN\n1\n#", script)) {
            CliRun live = CliRun.of(
                    Map.of("OHOL_SERVER_PASSWORD", "testPassword", "OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE"),
                    "move 1 0\nwait 1\nquit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--email",
                    "forced@example.com",
                    "--record",
                    recording.toString(),
                    "--log",
                    log.toString());
            assertEquals(0, live.code(), live.err());
            assertTrue(live.out().contains("\"event\":\"refused\""), "the walk was sent back: " + live.out());
        }
        String text = Files.readString(log);
        assertTrue(text.contains("sent MOVE 0 0 1 0#"), text);
        assertTrue(text.contains("not sent FORCE 0 0#: the 2016 server has no FORCE"), text);
        assertFalse(text.contains("Z sent FORCE"), text);
        assertFalse(RecordReplayHeadlessTest.inflated(recording).contains("FORCE"), "nothing went out for it");
    }
}
