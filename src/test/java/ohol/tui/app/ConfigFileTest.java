package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The config file: defaults for every option, below the command line and the environment, above the game folder. */
@Timeout(60)
class ConfigFileTest {
    private static Path config(Path home, String text) throws Exception {
        Path file = Files.createDirectories(home.resolve("ohol-tui")).resolve("config");
        Files.writeString(file, text);
        return file;
    }

    /** The value and source columns of {@code name}'s line in {@code ohol-tui config}'s output. */
    private static String row(CliRun run, String name) {
        return run.out()
                .lines()
                .filter(l -> l.startsWith(name + " "))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " missing from " + run.out()))
                .substring(17)
                .replaceAll(" {2,}", " | ");
    }

    @Test
    void eachSettingSaysWhereItCameFrom(@TempDir Path dir) throws Exception {
        Path key = Files.writeString(dir.resolve("key"), "KEY");
        Path file = config(
                dir,
                "# mine\nhost = config.example.org\nport = 9000\nkey-file = " + key + "\nascii = true\n"
                        + "seed = 12\n");
        Path game = GameFolderPlayTest.gameFolder(dir.resolve("game"), "game.example.org", 8100, "testPassword");
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", dir.toString(), "OHOL_SERVER_PASSWORD", "pw");
        CliRun run = CliRun.of(env, "", "config", "--port", "9001", "--game-dir", game.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(file + " | (read)", row(run, "config file"));
        assertEquals(game + " | command line", row(run, "game-dir"));
        assertEquals("config.example.org | config file (" + file + " line 2)", row(run, "host"));
        assertEquals("9001 | command line", row(run, "port"));
        assertEquals("gamer+1@example.com | game folder (" + game + ")", row(run, "email"));
        assertEquals("(set, from " + key + ") | config file (" + file + " line 4)", row(run, "account key"));
        assertEquals("(set, from $OHOL_SERVER_PASSWORD) | environment", row(run, "server password"));
        assertEquals("true | config file (" + file + " line 5)", row(run, "ascii"));
        assertEquals("12 | config file (" + file + " line 6)", row(run, "seed"));
        assertEquals("20 | built-in", row(run, "food-seconds"));
        assertEquals("client_ohol_tui | built-in", row(run, "tag"));
        assertEquals(Reflector.OFFICIAL + " | built-in", row(run, "reflector"));
        assertFalse(run.out().contains("KEY\n") || run.out().contains("testPassword"), "no secret: " + run.out());
    }

    @Test
    void theEnvironmentsKeyWinsOverTheConfigFilesAndTheGameFolderFillsTheRest(@TempDir Path dir) throws Exception {
        config(dir, "key-file = " + dir.resolve("nokey") + "\n");
        Path game = GameFolderPlayTest.gameFolder(dir.resolve("game"), "game.example.org", 8100, null);
        CliRun run = CliRun.of(
                Map.of("XDG_CONFIG_HOME", dir.toString(), "OHOL_ACCOUNT_KEY", "K"),
                "",
                "config",
                "--game-dir",
                game.toString());
        assertEquals("(set, from $OHOL_ACCOUNT_KEY) | environment", row(run, "account key"));
        assertEquals("game.example.org | game folder (" + game + ")", row(run, "host"));
        assertEquals("8100 | game folder (" + game + ")", row(run, "port"));
        assertEquals("(not set: the official client's x) | built-in", row(run, "server password"));
    }

    @Test
    @EndToEnd
    void playTakesItsServerAndKeyFromTheConfigFile(@TempDir Path dir) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("testPassword"))) {
            Path key = Files.writeString(dir.resolve("key"), "KEY");
            Path password = Files.writeString(dir.resolve("pw"), "testPassword");
            config(
                    dir,
                    "host = " + server.host() + "\nport = " + server.port() + "\nkey-file = " + key
                            + "\npassword-file = " + password + "\nheadless = true\n");
            CliRun run = CliRun.of(Map.of("XDG_CONFIG_HOME", dir.toString()), "wait 0.3\nquit\n", "play");
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"event\":\"life_began\""), run.out());
        }
    }

    @Test
    void aLineItCannotUseIsItsFileAndLineAndStatusTwo(@TempDir Path dir) throws Exception {
        String[][] cases = {
            {"host example.org\n", "line 1: expected NAME = VALUE"},
            {"# fine\nhots = example.org\n", "line 2: unknown option 'hots': did you mean 'host'?"},
            {"port = eighty\n", "line 1: port is a number, not 'eighty'"},
            {"ascii = yes\n", "line 1: ascii is true or false, not 'yes'"},
            {"key = AAAA-BBBB\n", "line 1: a secret is never written in the config file"},
            {"port = 1\nport = 2\n", "line 2: port is already set on line 1"},
        };
        for (String[] c : cases) {
            Path file = config(dir, c[0]);
            for (String command : new String[] {"play", "practice", "config"}) {
                CliRun run = CliRun.of(Map.of("XDG_CONFIG_HOME", dir.toString()), "", command);
                assertEquals(2, run.code(), c[0] + run.err());
                assertTrue(run.err().startsWith("ohol-tui: " + file + " " + c[1]), run.err());
                assertEquals(1, run.err().lines().count(), run.err());
                assertFalse(run.err().contains("AAAA"), run.err());
            }
        }
    }
}
