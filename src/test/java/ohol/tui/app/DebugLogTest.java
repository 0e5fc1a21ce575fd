package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(30)
@EndToEnd
class DebugLogTest {
    @Test
    void theLogFollowsTheSessionAndNeverHoldsTheKeyPasswordOrHashes(@TempDir Path dir) throws Exception {
        String key = "SECRETKEY123";
        ScriptedServer.Script script = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0"
                        + " -1 0 0\n#FM\n#");
            }
        };
        Path log = dir.resolve("debug.log");
        try (var server = new ScriptedServer(ScriptedServer.challenge(), script)) {
            CliRun run = CliRun.of(
                    Map.of("OHOL_ACCOUNT_KEY", key, "OHOL_SERVER_PASSWORD", "testPassword"),
                    "say HI\nwait 0.3\nquit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    "" + server.port(),
                    "--email",
                    "me@x.org",
                    "--log",
                    log.toString());
            assertEquals(0, run.code(), run.err());
        }
        String text = Files.readString(log);
        assertTrue(text.contains("account key      (set, from $OHOL_ACCOUNT_KEY)"), text);
        assertTrue(text.contains("connecting to 127.0.0.1:"), text);
        assertTrue(text.contains("received SN"), text);
        assertTrue(text.contains("sent LOGIN client_ohol_tui me@x.org HIDDEN HIDDEN 0#"), text);
        assertTrue(text.contains("received PU"), text);
        assertTrue(text.contains("sent SAY 0 0 HI#"), text);
        for (String secret : new String[] {
            key,
            "testPassword",
            LoginHasher.accountKeyHash(key, ScriptedServer.CHALLENGE),
            LoginHasher.passwordHash("testPassword", ScriptedServer.CHALLENGE)
        }) {
            assertFalse(text.contains(secret), "the log holds a secret: " + text);
        }
    }
}
