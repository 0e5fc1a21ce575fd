package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

@Timeout(30)
@EndToEnd
class PlayHeadlessTest {
    private record Run(int code, List<String> out, String err) {}

    /** Our player as the real server first shows it (from idle.cap): id 11 at 0,0, age 14. */
    private static final String FIRST_PU =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    /** A server that accepts the key, echoes speech, answers pings and finishes moves at once; received lines go to {@code log}. */
    private static ScriptedServer.Script game(String key, List<String> log, boolean hangUp) {
        return (command, server) -> {
            log.add(command + "#");
            if (command.startsWith("LOGIN")) {
                if (!ScriptedServer.loginMatches(command, key)) {
                    server.send("REJECTED\n#");
                    server.hangUp();
                    return;
                }
                server.send("ACCEPTED\n#" + FIRST_PU);
                if (hangUp) {
                    server.hangUp();
                }
            } else if (command.startsWith("SAY 0 0 ")) {
                server.send("PS\n11/0 " + command.substring(8) + "\n#FM\n#");
            } else if (command.startsWith("PING ")) {
                server.send("PONG\n" + command.split(" ")[3] + "#");
            } else if (command.startsWith("MOVE ")) {
                String[] f = command.split(" ");
                int x = Integer.parseInt(f[1]) + Integer.parseInt(f[f.length - 2]);
                int y = Integer.parseInt(f[2]) + Integer.parseInt(f[f.length - 1]);
                server.send("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 " + f[3].substring(1) + " 0 " + x + " " + y
                        + " 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
            }
        };
    }

    private static Run play(Map<String, String> env, String stdin, String... args) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PlayCommand.class) {
                    return cls.cast(new PlayCommand(
                            env, Optional.empty(), new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new Run(code, out.toString().lines().toList(), err.toString());
    }

    /** {@code play --headless} against {@code server} with the password and a key file, fed {@code script}. */
    private static Run playHeadless(ScriptedServer server, Path keyFile, String script) throws Exception {
        return play(
                Map.of("OHOL_SERVER_PASSWORD", "testPassword"),
                script,
                "play",
                "--headless",
                "--host",
                "127.0.0.1",
                "--port",
                String.valueOf(server.port()),
                "--email",
                "me@example.com",
                "--key-file",
                keyFile.toString());
    }

    @Test
    void saysALineSeesItComeBackGetsAPongAndQuits(@TempDir Path dir) throws Exception {
        Path keyFile = dir.resolve("key");
        Files.writeString(keyFile, "AAAA-BBBB-CCCC-DDDD-EEEE\n");
        List<String> received = new CopyOnWriteArrayList<>();
        try (var server =
                new ScriptedServer(ScriptedServer.challenge(), game("AAAABBBBCCCCDDDDEEEE", received, false))) {
            Run run = playHeadless(server, keyFile, "say HELLO WORLD\nping\nmove 1 0\nwait 0.3\nquit\n");
            assertEquals(0, run.code(), run.err());
            assertTrue(
                    run.out().stream().anyMatch(l -> l.contains("\"tag\":\"PS\"") && l.contains("HELLO WORLD")),
                    run.out().toString());
            assertTrue(run.out().stream().anyMatch(l -> l.contains("\"tag\":\"PONG\"")));
            assertTrue(run.out().stream()
                    .anyMatch(l -> l.contains("\"event\":\"ping\"") && l.contains("\"roundTripMs\"")));
            assertTrue(received.contains("SAY 0 0 HELLO WORLD#"), received.toString());
            assertTrue(received.contains("MOVE 0 0 @2 1 0#"), received.toString());
            String everything = String.join("\n", run.out()) + run.err();
            String keyHash = LoginHasher.accountKeyHash("AAAABBBBCCCCDDDDEEEE", ScriptedServer.CHALLENGE);
            assertTrue(!everything.contains(keyHash) && !everything.contains("AAAA-BBBB"), "no secrets in output");
        }
    }

    /** A 5x5 map chunk around the origin: a Stone (33) one tile east, a Juniper Tree (49) two north. */
    private static byte[] smallMap() {
        List<MapChunk.MapCell> cells = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            int x = -2 + i % 5;
            int y = -2 + i / 5;
            int object = x == 1 && y == 0 ? 33 : x == 0 && y == 2 ? 49 : 0;
            cells.add(new MapChunk.MapCell(0, 0, GameObject.of(object)));
        }
        return FrameEncoder.encode(new MapChunk(5, 5, -2, -2, cells).toFrame());
    }

    @Test
    void looksScansAndGoesToThingsByTheirGameNames(@TempDir Path dir) throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        ScriptedServer.Script withMap = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send(smallMap());
            }
            game("KEY", received, false).accept(command, server);
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), withMap)) {
            Run run = play(
                    Map.of("OHOL_ACCOUNT_KEY", "KEY", "OHOL_SERVER_PASSWORD", "testPassword"),
                    "look 1 0\nscan 2\ngoto juniper\nwait 0.3\nquit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    String.valueOf(server.port()),
                    "--data",
                    ohol.tui.Captures.dataDir().toString());
            assertEquals(0, run.code(), run.err());
            String look = run.out().stream()
                    .filter(l -> l.contains("\"event\":\"look\""))
                    .findFirst()
                    .orElseThrow();
            assertTrue(look.contains("\"name\":\"Stone\""), look);
            String scan = run.out().stream()
                    .filter(l -> l.contains("\"event\":\"scan\""))
                    .findFirst()
                    .orElseThrow();
            var entries = com.google.gson.JsonParser.parseString(scan)
                    .getAsJsonObject()
                    .getAsJsonArray("entries");
            assertEquals(2, entries.size(), scan);
            var first = entries.get(0).getAsJsonObject();
            assertEquals("Stone", first.get("name").getAsString());
            assertEquals(1, first.get("dx").getAsInt());
            assertEquals(0, first.get("dy").getAsInt());
            assertEquals(33, first.get("id").getAsInt());
            assertTrue(received.contains("MOVE 0 0 @2 0 1#"), "walks next to the tree: " + received);
            assertTrue(run.err().contains("objects read from"), run.err());
        }
    }

    @Test
    void aWrongPasswordFailsWithOneLineAndNonZeroExit(@TempDir Path dir) throws Exception {
        try (var server = new ScriptedServer(
                ScriptedServer.challenge(), game("AAAABBBBCCCCDDDDEEEE", new ArrayList<>(), false))) {
            Run run = play(
                    Map.of("OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE", "OHOL_SERVER_PASSWORD", "wrong"),
                    "",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    String.valueOf(server.port()));
            assertEquals(1, run.code());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains("rejected"), run.err());
        }
    }

    @Test
    void noKeyMeansNoConnectionAttempt() throws Exception {
        Run run = play(Map.of(), "", "play", "--headless", "--host", "127.0.0.1", "--port", "1");
        assertEquals(2, run.code(), "a user's mistake");
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("no account key"), run.err());
    }

    @Test
    void aLostConnectionIsAnErrorWithItsReason() throws Exception {
        List<String> lines = new ArrayList<>();
        try (var server = new ScriptedServer(ScriptedServer.challenge(), game("KEY", new ArrayList<>(), true))) {
            Run run = play(
                    Map.of("OHOL_ACCOUNT_KEY", "KEY", "OHOL_SERVER_PASSWORD", "testPassword"),
                    "wait 5\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    String.valueOf(server.port()));
            lines.addAll(run.out());
            assertEquals(3, run.code(), run.err());
            assertTrue(run.err().contains("server closed the connection"), run.err());
        }
    }

    @Test
    void everyEventAboutAPersonSaysWhetherItIsUs(@TempDir Path dir) throws Exception {
        Path keyFile = dir.resolve("key");
        Files.writeString(keyFile, "KEY\n");
        List<String> log = new CopyOnWriteArrayList<>();
        ScriptedServer.Script base = game("KEY", log, false);
        ScriptedServer.Script hurt = (command, server) -> {
            if (command.startsWith("SAY 0 0 OUCH")) {
                // another player (12) stands by; then we are hurt, and they are sick (DY: p_id [sick])
                server.send("PU\n12 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 1 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#"
                        + "DY\n11\n12 1\n#FM\n#");
            } else {
                base.accept(command, server);
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), hurt)) {
            Run run = playHeadless(server, keyFile, "say OUCH\nwait 0.5\nquit\n");
            assertEquals(0, run.code(), run.err());
            List<com.google.gson.JsonObject> wounded = run.out().stream()
                    .filter(l -> l.contains("\"event\":\"wounded\""))
                    .map(l -> com.google.gson.JsonParser.parseString(l).getAsJsonObject())
                    .toList();
            assertEquals(2, wounded.size(), run.out().toString());
            assertTrue(wounded.get(0).get("us").getAsBoolean(), wounded.get(0).toString());
            assertFalse(wounded.get(1).get("us").getAsBoolean(), wounded.get(1).toString());
            assertTrue(wounded.get(1).has("relation"), wounded.get(1).toString());
            List<com.google.gson.JsonObject> said = run.out().stream()
                    .filter(l -> l.contains("\"event\":\"said\""))
                    .map(l -> com.google.gson.JsonParser.parseString(l).getAsJsonObject())
                    .toList();
            assertTrue(said.isEmpty() || said.get(0).get("us").getAsBoolean(), "the same field, the same meaning");
        }
    }
}
