package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import ohol.tui.EndToEnd;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Headless {@code ping} against servers that do not answer it: said late, and refused when the connection closes. */
@Timeout(30)
@EndToEnd
class HeadlessPingTest {
    private static final String FIRST_PU =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    private static List<String> playHeadless(ScriptedServer server, Path dir, String script) throws Exception {
        Path keyFile = dir.resolve("key");
        Files.writeString(keyFile, "AAAA-BBBB-CCCC-DDDD-EEEE\n");
        StringWriter out = new StringWriter();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PlayCommand.class) {
                    return cls.cast(new PlayCommand(
                            Map.of("OHOL_SERVER_PASSWORD", "testPassword"),
                            Optional.empty(),
                            new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8))));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        var cmd = Main.commandLine(factory);
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(new StringWriter()));
        cmd.execute(
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
        return out.toString().lines().toList();
    }

    /** Logs us in; never answers a PING; hangs up {@code hangUpAfterMs} after the first (never when negative). */
    private static ScriptedServer.Script silentOnPings(long hangUpAfterMs) {
        AtomicBoolean pinged = new AtomicBoolean();
        return (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#" + FIRST_PU);
            } else if (command.startsWith("PING ") && hangUpAfterMs >= 0 && !pinged.getAndSet(true)) {
                Thread later = new Thread(() -> {
                    try {
                        Thread.sleep(hangUpAfterMs); // the scenario's own time: the script's ping is out by then
                    } catch (InterruptedException e) {
                        return;
                    }
                    server.hangUp();
                });
                later.setDaemon(true);
                later.start();
            }
        };
    }

    @Test
    void aPingWaitingWhenTheConnectionClosesIsRefused(@TempDir Path dir) throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), silentOnPings(700))) {
            List<String> out = playHeadless(server, dir, "ping\nwait 3\nquit\n");
            String refused = out.stream()
                    .filter(l -> l.contains("\"event\":\"refused\""))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(out.toString()));
            assertEquals(
                    "{\"type\":\"event\",\"event\":\"refused\",\"by\":\"server\",\"action\":\"ping\","
                            + "\"reason\":\"the connection closed before the server answered\","
                            + "\"sentence\":\"ping: the connection closed before the server answered\"}",
                    refused);
        }
    }

    @Test
    void aPingUnansweredIsSaidAsSoonAsItIsLate(@TempDir Path dir) throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), silentOnPings(-1))) {
            List<String> out = playHeadless(server, dir, "wait 3.5\nquit\n");
            assertTrue(
                    out.contains("{\"type\":\"event\",\"event\":\"ping_unanswered\",\"seconds\":2,"
                                    + "\"sentence\":\"no answer to ping for 2 s\"}")
                            || out.contains("{\"type\":\"event\",\"event\":\"ping_unanswered\",\"seconds\":3,"
                                    + "\"sentence\":\"no answer to ping for 3 s\"}"),
                    out.toString());
        }
    }
}
