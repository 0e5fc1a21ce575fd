package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import ohol.tui.EndToEnd;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code play --reconnect} against a server that answers {@code RLOGIN} as server.cpp does after
 * a reconnect: a {@code PU} of every living player (our baby 21 wherever we were carried, 5,3 from
 * where we were born; our mother 11 starved meanwhile, so she is not in it), {@code LN} and
 * {@code NM} for the living. The life rebuilds what it can; after its death a new life logs in
 * with {@code LOGIN}, never {@code RLOGIN} again.
 */
@Timeout(30)
@EndToEnd
class ReconnectHeadlessTest {
    private static final String BODY = " 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0\n";
    private static final String RESUMED = "ACCEPTED\n#PU\n21 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 5 3 1.50" + BODY + "#"
            + "LN\n21 11 eve=11\n#NM\n21 MAXCINE ARMS\n#FM\n#";
    private static final String STARVED =
            "PU\n21 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 X X 1.60" + BODY.stripTrailing() + " reason_hunger\n#FM\n#";
    private static final String NEW_LIFE =
            "ACCEPTED\n#PU\n30 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    private static ScriptedServer.Script server(List<String> logins) {
        return (command, server) -> {
            if (command.startsWith("RLOGIN") || command.startsWith("LOGIN")) {
                logins.add(command.split(" ")[0]);
                server.send(logins.size() == 1 ? RESUMED : NEW_LIFE);
            } else if (command.startsWith("SAY 0 0 HU")) {
                server.send(STARVED);
            }
        };
    }

    private static JsonObject last(List<String> out, String event) {
        return out.stream()
                .filter(l -> l.contains("\"event\":\"" + event + "\""))
                .reduce((a, b) -> b)
                .map(l -> JsonParser.parseString(l).getAsJsonObject())
                .orElseThrow(() -> new AssertionError("no " + event + " in " + out));
    }

    /** {@code play --headless --reconnect} against {@code server} with {@code script}: its status, output lines and errors. */
    private record Run(int code, List<String> lines, String err) {}

    private static Run reconnect(ScriptedServer server, Path dir, String script) throws Exception {
        Path keyFile = dir.resolve("key");
        Files.writeString(keyFile, "KEY\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PlayCommand.class) {
                    return cls.cast(new PlayCommand(
                            Map.of("OHOL_SERVER_PASSWORD", ScriptedServer.PASSWORD),
                            Optional.empty(),
                            new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(
                "play",
                "--headless",
                "--reconnect",
                "--host",
                "127.0.0.1",
                "--port",
                String.valueOf(server.port()),
                "--email",
                "baby@example.com",
                "--key-file",
                keyFile.toString());
        return new Run(code, out.toString().lines().toList(), err.toString());
    }

    /**
     * server.cpp answers an RLOGIN with no life by {@code REJECTED} and closes at once, so the
     * close may come alone: either way the player is told there was no life to go back to.
     */
    @Test
    void aReconnectWithNoLifeToGoBackToSaysSo(@TempDir Path dir) throws Exception {
        for (boolean rejected : List.of(true, false)) {
            ScriptedServer.Script noLife = (command, server) -> {
                if (command.startsWith("RLOGIN")) {
                    if (rejected) {
                        server.send("REJECTED\n#");
                    }
                    server.hangUp();
                }
            };
            try (var server = new ScriptedServer(ScriptedServer.challenge(), noLife)) {
                Run run = reconnect(server, dir, "quit\n");
                assertEquals(1, run.code(), run.err() + "\n" + run.lines());
                JsonObject failed = last(run.lines(), "login_failed");
                String reason = failed.get("reason").getAsString();
                assertTrue(reason.contains("there is no life to go back to (--reconnect)"), reason);
                assertTrue(reason.contains("leave --reconnect out to start a life"), reason);
                assertTrue(run.err().contains(reason), run.err());
            }
        }
    }

    @Test
    void aReconnectedLifeKnowsItsDeadMotherAndBirthplaceAndRebirthLogsInAnew(@TempDir Path dir) throws Exception {
        List<String> logins = new CopyOnWriteArrayList<>();
        try (var server = new ScriptedServer(ScriptedServer.challenge(), server(logins))) {
            Run run = reconnect(server, dir, "wait 0.3\nplaces\nsay HU\nwait 1\nfamily\nreborn\nwait 0.5\nquit\n");
            List<String> lines = run.lines();
            assertEquals(0, run.code(), run.err() + "\n" + lines);
            assertEquals(List.of("RLOGIN", "LOGIN"), logins, () -> "a new life logs in anew: " + lines);

            JsonObject birthplace =
                    last(lines, "places").getAsJsonArray("places").get(0).getAsJsonObject();
            assertEquals("birthplace", birthplace.get("name").getAsString(), birthplace.toString());
            assertEquals(0, birthplace.getAsJsonObject("at").get("x").getAsInt(), "the origin server.cpp counts from");
            assertEquals(0, birthplace.getAsJsonObject("at").get("y").getAsInt());

            JsonObject mother =
                    last(lines, "family").getAsJsonArray("line").get(0).getAsJsonObject();
            assertEquals(11, mother.get("id").getAsInt(), mother.toString());
            assertEquals(false, mother.get("alive").getAsBoolean(), "not among the living the server listed");
            assertEquals("died before you came back", mother.get("death").getAsString());
            assertTrue(
                    lines.stream().anyMatch(l -> l.contains("\"event\":\"life_began\"") && l.contains("\"life\":2")),
                    lines.toString());
            assertTrue(lines.stream().noneMatch(l -> l.contains("\"event\":\"born\"")), "a reconnect is no birth");
        }
    }
}
