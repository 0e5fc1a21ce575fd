package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Getting into the game is never a blank screen: each step shows on a virtual terminal while a
 * slow server keeps the client waiting in it, and a refused or dropped connection says which step
 * failed, on the screen's standard error and in headless JSON.
 */
@Timeout(30)
@EndToEnd
class ConnectingProgressTest {
    private static final LoginDetails DETAILS = new LoginDetails(
            LoginDetails.DEFAULT_TAG,
            "me@x",
            new Secret(ScriptedServer.PASSWORD),
            new Secret("KEY"),
            0,
            false,
            Optional.empty(),
            0);

    /**
     * A server that holds each step until the test lets it go on: it accepts, waits, greets,
     * reads the LOGIN, waits, accepts the login, waits, and hangs up before any PU.
     */
    private static final class SlowServer implements AutoCloseable {
        final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        final CountDownLatch greet = new CountDownLatch(1);
        final CountDownLatch accept = new CountDownLatch(1);
        final CountDownLatch hangUp = new CountDownLatch(1);
        final Thread thread = new Thread(this::serve, "slow-server");

        SlowServer() throws IOException {
            thread.setDaemon(true);
            thread.start();
        }

        private void serve() {
            try (Socket s = listener.accept()) {
                OutputStream out = s.getOutputStream();
                InputStream in = s.getInputStream();
                greet.await();
                out.write(ScriptedServer.challenge().getBytes(StandardCharsets.US_ASCII));
                for (int b; (b = in.read()) != -1 && b != '#'; ) {
                    // the LOGIN, read whole
                }
                accept.await();
                out.write("ACCEPTED\n#".getBytes(StandardCharsets.US_ASCII));
                hangUp.await();
            } catch (IOException | InterruptedException e) {
                // the test is over
            }
        }

        int port() {
            return listener.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            greet.countDown();
            accept.countDown();
            hangUp.countDown();
            listener.close();
        }
    }

    private static String screenText(DefaultVirtualTerminal terminal) {
        return ohol.tui.VirtualScreen.text(terminal);
    }

    private static String awaitScreen(DefaultVirtualTerminal terminal, Predicate<String> shown) throws Exception {
        return Await.until(
                Duration.ofSeconds(15),
                () -> screenText(terminal),
                shown,
                text -> "the screen never showed it:\n" + text);
    }

    private static ClientRunner runnerOn(DefaultVirtualTerminal terminal, StringWriter err) {
        return new ClientRunner(
                new ClientOptions(),
                new PrintWriter(new StringWriter()),
                new PrintWriter(err),
                new ByteArrayInputStream(new byte[0]),
                Map.of(),
                () -> {
                    TerminalScreen screen = new TerminalScreen(terminal);
                    screen.startScreen();
                    return Optional.of(ClientRunner.OpenScreen.of(screen));
                });
    }

    @Test
    void eachStepShowsOnTheScreenWhileTheServerTakesItsTime() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        StringWriter err = new StringWriter();
        try (SlowServer server = new SlowServer()) {
            ClientRunner runner = runnerOn(terminal, err);
            int[] code = {-1};
            Thread client = new Thread(() -> {
                try {
                    code[0] = runner.run(
                            "127.0.0.1",
                            server.port(),
                            DETAILS,
                            ObjectCatalog.empty(),
                            ohol.tui.onelife.knowledge.Biomes.withoutData(),
                            ohol.tui.onelife.data.TransitionBook::empty);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            client.start();

            String loggingIn = "logging in to 127.0.0.1:" + server.port() + " as me@x...";
            String shown = awaitScreen(terminal, t -> t.contains(loggingIn));
            assertTrue(shown.contains(loggingIn), shown);
            assertTrue(shown.contains("connecting to 127.0.0.1:" + server.port() + "..."), shown);

            server.greet.countDown();
            server.accept.countDown();
            shown = awaitScreen(terminal, t -> t.contains("logged in, waiting to be born"));
            assertTrue(shown.contains("logged in, waiting to be born"), shown);

            server.hangUp.countDown();
            shown = awaitScreen(terminal, t -> t.contains("Press q to leave"));
            assertTrue(shown.contains("Press q to leave"), shown);
            terminal.addInput(KeyStroke.fromString("q"));
            client.join();
            assertEquals(ExitCode.CONNECTION_LOST.status(), code[0], err.toString());
            assertTrue(
                    err.toString()
                            .contains("the connection was lost while waiting to be born: server closed the connection"),
                    err.toString());
        }
    }

    private static int closedPort() throws IOException {
        try (var probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    @Test
    void aRefusedConnectionSaysItWasConnectingThatFailed() throws Exception {
        int port = closedPort();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        StringWriter err = new StringWriter();
        int code = runnerOn(terminal, err)
                .run(
                        "127.0.0.1",
                        port,
                        DETAILS,
                        ObjectCatalog.empty(),
                        ohol.tui.onelife.knowledge.Biomes.withoutData(),
                        ohol.tui.onelife.data.TransitionBook::empty);
        assertEquals(ExitCode.LOGIN_FAILED.status(), code, err.toString());
        assertEquals(
                "ohol-tui: connecting to 127.0.0.1:" + port + " failed: connection refused (is the server running?)",
                err.toString().strip());
    }

    private static List<JsonObject> events(String out, String name) {
        return out.lines()
                .map(l -> JsonParser.parseString(l).getAsJsonObject())
                .filter(o -> o.get("type").getAsString().equals("event")
                        && o.get("event").getAsString().equals(name))
                .toList();
    }

    private static final Map<String, String> KEY = Map.of("OHOL_ACCOUNT_KEY", "KEY");

    @Test
    void headlessPrintsEachStepAndTheOneThatFailed() throws Exception {
        int port = closedPort();
        CliRun refused =
                CliRun.of(KEY, "", "play", "--headless", "--host", "127.0.0.1", "--port", "" + port, "--email", "me@x");
        assertEquals(ExitCode.LOGIN_FAILED.status(), refused.code(), refused.err());
        List<JsonObject> steps = events(refused.out(), "login_step");
        assertEquals(1, steps.size(), refused.out());
        assertEquals("connecting", steps.get(0).get("step").getAsString());
        assertEquals(port, steps.get(0).get("port").getAsInt());
        List<JsonObject> failed = events(refused.out(), "login_failed");
        assertEquals(1, failed.size(), refused.out());
        assertEquals("connecting", failed.get(0).get("step").getAsString());
        assertTrue(failed.get(0).get("reason").getAsString().contains("connection refused"), refused.out());

        try (var server = new ScriptedServer(ScriptedServer.challenge(), (command, s) -> {
            if (command.startsWith("LOGIN")) {
                s.hangUp();
            }
        })) {
            CliRun dropped = CliRun.of(
                    KEY,
                    "",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    "" + server.port(),
                    "--email",
                    "me@x");
            assertEquals(ExitCode.LOGIN_FAILED.status(), dropped.code(), dropped.err());
            assertEquals(
                    List.of("connecting", "logging_in"),
                    events(dropped.out(), "login_step").stream()
                            .map(o -> o.get("step").getAsString())
                            .toList(),
                    dropped.out());
            JsonObject why = events(dropped.out(), "login_failed").get(0);
            assertEquals("logging_in", why.get("step").getAsString());
            assertTrue(why.get("sentence").getAsString().startsWith("logging in failed: "), dropped.out());
        }

        try (var server = new ScriptedServer(ScriptedServer.challenge(), (command, s) -> {
            if (command.startsWith("LOGIN")) {
                s.send("ACCEPTED\n#");
            }
        })) {
            CliRun in = CliRun.of(
                    KEY,
                    "quit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    "" + server.port(),
                    "--email",
                    "me@x");
            assertEquals(
                    List.of("connecting", "logging_in", "waiting_to_be_born"),
                    events(in.out(), "login_step").stream()
                            .map(o -> o.get("step").getAsString())
                            .toList(),
                    in.out());
            assertTrue(events(in.out(), "login_failed").isEmpty(), in.out());
        }
    }
}
