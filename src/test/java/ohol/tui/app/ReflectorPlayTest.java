package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** {@code play} without a host: the reflector names the server; and the game data's version is checked. */
@Timeout(60)
@EndToEnd
class ReflectorPlayTest {
    private static Map<String, String> env() {
        return Map.of("OHOL_ACCOUNT_KEY", "KEY", "OHOL_SERVER_PASSWORD", "testPassword");
    }

    /** A data folder of {@code version} (no objects: names do not matter here). */
    private static Path data(Path dir, int version) throws Exception {
        Files.createDirectories(dir.resolve("objects"));
        Files.writeString(dir.resolve("dataVersionNumber.txt"), version + "\n");
        return dir;
    }

    @Test
    void withNoHostTheReflectorNamesTheServerAndEachStepIsOneLine() throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("testPassword"));
                var reflector = new FakeReflector(n -> server.host() + " " + server.port() + " 437 http://u OK")) {
            CliRun run = CliRun.of(
                    env(),
                    "wait 0.5\nquit\n",
                    "play",
                    "--headless",
                    "--email",
                    "me@x.org",
                    "--reflector",
                    reflector.url());
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"event\":\"life_began\""), run.out());
            assertEquals("action=reflect&email=me%40x.org", reflector.queries.get(0));
            assertTrue(
                    run.err().contains("ohol-tui: no host given: asking the reflector " + reflector.url()), run.err());
            assertTrue(
                    run.err().contains("ohol-tui: the reflector sends us to " + server.host() + ":" + server.port()),
                    run.err());
        }
    }

    @Test
    void serversDownIsOneLineAndStatusOne() throws Exception {
        try (var reflector = new FakeReflector(n -> "NONE_FOUND 0 0 0 OK")) {
            CliRun run = CliRun.of(env(), "", "play", "--headless", "--reflector", reflector.url());
            assertEquals(1, run.code(), run.err());
            assertTrue(run.err().endsWith("the official servers are down (try again later)\n"), run.err());
        }
    }

    @Test
    void aReflectorRequiringNewerDataThanOursIsOneLineBeforeConnecting(@TempDir Path dir) throws Exception {
        try (var reflector = new FakeReflector(n -> "127.0.0.1 1 438 http://u OK")) {
            Path data = data(dir, 437);
            CliRun run = CliRun.of(
                    env(), "", "play", "--headless", "--reflector", reflector.url(), "--data", data.toString());
            assertEquals(1, run.code(), run.err());
            assertTrue(
                    run.err()
                            .contains("the servers require version 438 but the game data in " + data
                                    + " is version 437: update it"),
                    run.err());
        }
    }

    @Test
    void aServerRunningOtherDataIsLeftBeforeLoggingIn(@TempDir Path dir) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("testPassword"))) {
            CliRun older = CliRun.of(
                    env(),
                    "",
                    "play",
                    "--headless",
                    "--host",
                    server.host(),
                    "--port",
                    "" + server.port(),
                    "--data",
                    data(dir.resolve("old"), 436).toString());
            assertEquals(1, older.code(), older.err());
            assertTrue(
                    older.err().contains("the server runs game data version 437 but yours is version 436: update it"),
                    older.err());
            CliRun newer = CliRun.of(
                    env(),
                    "",
                    "play",
                    "--headless",
                    "--host",
                    server.host(),
                    "--port",
                    "" + server.port(),
                    "--data",
                    data(dir.resolve("new"), 438).toString());
            assertEquals(1, newer.code(), newer.err());
            assertTrue(newer.err().contains("older than yours (version 438)"), newer.err());
            CliRun same = CliRun.of(
                    env(),
                    "wait 0.3\nquit\n",
                    "play",
                    "--headless",
                    "--host",
                    server.host(),
                    "--port",
                    "" + server.port(),
                    "--data",
                    data(dir.resolve("same"), 437).toString());
            assertEquals(0, same.code(), same.err());
        }
    }
}
