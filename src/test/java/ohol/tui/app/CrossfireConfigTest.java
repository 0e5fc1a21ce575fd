package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.crossfire.ReplayServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The config file gives {@code crossfire} its defaults as it gives {@code play} its own: its
 * settings carry {@code crossfire.} before the option's name, so that one game's host is never
 * the other's, and each command accepts the other's settings in the file.
 */
@EndToEnd
class CrossfireConfigTest {
    private static void config(Path home, String text) throws Exception {
        Files.writeString(Files.createDirectories(home.resolve("ohol-tui")).resolve("config"), text);
    }

    @Test
    void crossfireTakesItsServerAndNameFromTheConfigFile(@TempDir Path dir) throws Exception {
        try (ReplayServer server = new ReplayServer("shout.cap")) {
            config(
                    dir,
                    "host = ohol.example.org\nport = 8005\n" // One Hour One Life's: not Crossfire's
                            + "crossfire.host = 127.0.0.1\ncrossfire.port = " + server.port()
                            + "\ncrossfire.name = Capturer\ncrossfire.headless = true\n"
                            + "crossfire.login = query\n"); // the capture is of the query login
            CliRun run = CliRun.of(
                    Map.of("XDG_CONFIG_HOME", dir.toString(), "OHOL_CROSSFIRE_PASSWORD", "secretpass"),
                    "wait 1.5\nquit\n",
                    "crossfire");
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"event\":\"playing\""), run.out());
            assertTrue(run.out().contains("Shouter shouts: hello all from the capture"), run.out());
        }
    }

    @Test
    void aCrossfireSettingIsCheckedAndLeftToCrossfire(@TempDir Path dir) throws Exception {
        config(dir, "crossfire.port = many\n");
        CliRun wrong = CliRun.of(Map.of("XDG_CONFIG_HOME", dir.toString()), "", "crossfire", "--help");
        assertEquals(2, wrong.code(), wrong.err());
        assertTrue(wrong.err().contains("line 1: crossfire.port is a number, not 'many'"), wrong.err());
        config(dir, "crossfire.host = cf.example.org\ncrossfire.nmae = Bob\n");
        CliRun typo = CliRun.of(Map.of("XDG_CONFIG_HOME", dir.toString()), "", "config");
        assertEquals(2, typo.code(), typo.err());
        assertTrue(
                typo.err().contains("line 2: unknown option 'crossfire.nmae': did you mean 'crossfire.name'?"),
                typo.err());
        config(dir, "crossfire.host = cf.example.org\n");
        CliRun play = CliRun.of(Map.of("XDG_CONFIG_HOME", dir.toString()), "", "config");
        assertEquals(0, play.code(), play.err());
        assertTrue(!play.out().contains("cf.example.org"), "not One Hour One Life's host: " + play.out());
    }
}
