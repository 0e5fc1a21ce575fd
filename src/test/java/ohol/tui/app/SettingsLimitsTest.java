package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Settings from outside, checked and cleaned. A port that is none, from the option, the config file or the game folder's customServerPort.ini,
 * and an email the protocol cannot carry, are a mistake said in one line with where they came from
 * (status 2), before anything connects: they ended in a 24-line stack trace and in "an internal
 * error while reading from the server".
 */
@Timeout(30)
class SettingsLimitsTest {
    private static final Map<String, String> KEY = Map.of("OHOL_ACCOUNT_KEY", "KEY");

    private static void aMistake(CliRun run, String... said) {
        assertEquals(2, run.code(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        for (String s : said) {
            assertTrue(run.err().contains(s), run.err());
        }
        assertTrue(!run.out().contains("connecting"), "nothing connects: " + run.out());
    }

    @Test
    void aPortOutOfRangeFromTheCommandLine() {
        for (String port : new String[] {"70000", "-1", "0"}) {
            aMistake(
                    CliRun.of(KEY, "quit\n", "play", "--headless", "--host", "127.0.0.1", "--port", port),
                    "port " + port + " (command line) is not a port: give one from 1 to 65535");
        }
    }

    @Test
    void aPortOutOfRangeFromTheConfigFileAndTheGameFolder(@TempDir Path dir) throws Exception {
        Path file = Files.createDirectories(dir.resolve("ohol-tui")).resolve("config");
        Files.writeString(file, "host = 127.0.0.1\nport = 70000\n");
        aMistake(
                CliRun.of(
                        Map.of("XDG_CONFIG_HOME", dir.toString(), "OHOL_ACCOUNT_KEY", "KEY"),
                        "quit\n",
                        "play",
                        "--headless"),
                "port 70000 (config file (" + file + " line 2))");
        Path game = GameFolderPlayTest.gameFolder(dir.resolve("game"), "127.0.0.1", -1, "pw");
        aMistake(
                CliRun.of(Map.of(), "quit\n", "play", "--headless", "--game-dir", game.toString()),
                "port -1 (game folder (" + game + "))");
    }

    @Test
    void anEmailWithAHash() {
        aMistake(
                CliRun.of(
                        KEY,
                        "quit\n",
                        "play",
                        "--headless",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        "8005",
                        "--email",
                        "a#b@c"),
                "the email a#b@c (command line) cannot be sent");
    }

    /** {@code config} shows what files say without their control codes: a title set, a clipboard written. */
    @Test
    void configShowsNoControlCodeFromAGameFolder(@TempDir Path dir) throws Exception {
        String title = "\u001b]0;owned\u0007";
        String clipboard = "\u001b]52;c;ZWNobyBvd25lZA==\u0007";
        Path game = GameFolderPlayTest.gameFolder(dir.resolve("game"), "evil" + title + ".example.org", 8005, "pw");
        Files.writeString(game.resolve("settings/reflectorURL.ini"), "http://r.example.org/" + clipboard + "\n");
        CliRun run = CliRun.of(Map.of(), "", "config", "--game-dir", game.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("evil"), run.out());
        assertTrue(run.out().chars().noneMatch(c -> c == 0x1b || c == 0x07), run.out());
        Files.writeString(game.resolve("settings/email.ini"), "me" + title + "@example.org\n");
        CliRun email = CliRun.of(Map.of(), "", "config", "--game-dir", game.toString());
        aMistake(email, "cannot be sent");
        assertTrue(email.err().chars().noneMatch(c -> c == 0x1b || c == 0x07), email.err());
    }

    /** A config file that never ends (a link to /dev/zero) or never comes (a FIFO) is a mistake, not a hang. */
    @Test
    @Timeout(20)
    void aConfigFileThatIsNoFile(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("ohol-tui"));
        Path config = folder.resolve("config");
        Files.createSymbolicLink(config, Path.of("/dev/zero"));
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", dir.toString(), "OHOL_ACCOUNT_KEY", "KEY");
        aMistake(CliRun.of(env, "", "config"), config + " is not a regular file");
        Files.delete(config);
        assertEquals(0, new ProcessBuilder("mkfifo", config.toString()).start().waitFor());
        aMistake(CliRun.of(env, "", "config"), config + " is not a regular file");
    }
}
