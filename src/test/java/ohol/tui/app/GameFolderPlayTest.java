package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code play --game-dir}: the official client's folder is all a player needs. */
@Timeout(60)
@EndToEnd
class GameFolderPlayTest {
    private static final String KEY = "AAAA-BBBB-CCCC-DDDD-EEEE";

    /** A folder as the official client leaves it: settings/*.ini (with trailing newlines, as editors leave them). */
    static Path gameFolder(Path dir, String host, int port, String password) throws Exception {
        Path settings = Files.createDirectories(dir.resolve("settings"));
        Files.writeString(settings.resolve("email.ini"), "gamer+1@example.com\n");
        Files.writeString(settings.resolve("accountKey.ini"), KEY + "\n");
        if (password != null) {
            Files.writeString(settings.resolve("serverPassword.ini"), password);
        }
        Files.writeString(settings.resolve("useCustomServer.ini"), "1");
        Files.writeString(settings.resolve("customServerAddress.ini"), host + "\n");
        Files.writeString(settings.resolve("customServerPort.ini"), port + "\n");
        return dir;
    }

    private static CliRun play(Path game, String... more) {
        List<String> args = new ArrayList<>(List.of("play", "--headless", "--game-dir", game.toString()));
        args.addAll(List.of(more));
        return CliRun.of(Map.of(), "wait 0.5\nquit\n", args.toArray(String[]::new));
    }

    private static boolean born(CliRun run) {
        return run.out().lines().anyMatch(l -> l.contains("\"event\":\"life_began\""));
    }

    @Test
    void aPlayerOfTheOfficialClientPlaysWithItsFolderAlone(@TempDir Path dir) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("testPassword"))) {
            CliRun run = play(gameFolder(dir, server.host(), server.port(), "testPassword"));
            assertEquals(0, run.code(), run.err());
            assertTrue(born(run), run.out());
            assertFalse(run.err().contains("AAAA"), "the key is never shown: " + run.err());
        }
    }

    @Test
    void theServerPasswordComesFromTheFolderAndIsXWithoutOne(@TempDir Path dir) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("x"))) {
            Path game = gameFolder(dir.resolve("a"), server.host(), server.port(), null);
            CliRun run = play(game);
            assertEquals(0, run.code(), run.err());
            assertTrue(born(run), run.out());
            // with the shipped testPassword instead, the same server turns us away
            Files.writeString(game.resolve("settings/serverPassword.ini"), "testPassword");
            CliRun refused = play(game);
            assertEquals(1, refused.code(), refused.err());
            assertTrue(refused.err().contains("rejected"), refused.err());
        }
    }

    @Test
    void theLoginCarriesTheFoldersEmailKeyAndPassword(@TempDir Path dir) throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        ScriptedServer.Script script = (command, server) -> {
            received.add(command);
            if (command.startsWith("LOGIN")) {
                server.send("REJECTED\n#");
                server.hangUp();
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), script)) {
            CliRun run = play(gameFolder(dir, "127.0.0.1", server.port(), "sesame"));
            assertEquals(1, run.code(), run.err());
            String login = received.stream()
                    .filter(c -> c.startsWith("LOGIN"))
                    .findFirst()
                    .orElseThrow();
            String[] f = login.split(" ");
            assertEquals("gamer+1@example.com", f[2]);
            assertEquals(LoginHasher.passwordHash("sesame", ScriptedServer.CHALLENGE), f[3]);
            assertEquals(LoginHasher.accountKeyHash("AAAABBBBCCCCDDDDEEEE", ScriptedServer.CHALLENGE), f[4]);
        }
    }

    @Test
    void theCommandLineWinsOverTheFolder(@TempDir Path dir) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("testPassword"))) {
            // the folder points at a port nobody listens on; --port puts us right
            Path game = gameFolder(dir, server.host(), 1, "testPassword");
            CliRun run = play(game, "--port", String.valueOf(server.port()));
            assertEquals(0, run.code(), run.err());
            assertTrue(born(run), run.out());
        }
    }

    @Test
    void aFolderThatIsNotTheGamesIsOneLine(@TempDir Path dir) {
        CliRun run = play(dir);
        assertEquals(2, run.code(), run.err());
        assertEquals(
                "ohol-tui: the game folder " + dir + " has neither settings/ nor objects/: not a One Hour One Life"
                        + " folder\n",
                run.err());
    }
}
