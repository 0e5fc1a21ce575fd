package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** How the client ends on a user's mistake and when the connection drops under the screen. */
@Timeout(30)
@EndToEnd
class FrontEndEndingsTest {
    private record Run(int code, String out, String err) {}

    private static Run practice(String... args) {
        PracticeRun run = PracticeRun.of("", args);
        return new Run(run.code(), String.join("\n", run.out()), run.err());
    }

    @Test
    void aKeymapWithATypoIsOneLineNamingTheFileAndLine(@TempDir Path dir) throws Exception {
        Path keymap = dir.resolve("typo.keymap");
        Files.writeString(keymap, "# mine\n[normal]\nh   mvoe -1 0\n");
        Run run = practice("practice", "--headless", "--keymap", keymap.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(keymap + " line 3") && run.err().contains("mvoe"), run.err());
        assertFalse((run.out() + run.err()).contains("Exception"), run.err());
    }

    @Test
    void aThemeWithABadLineAndAMissingKeymapAreOneLineToo(@TempDir Path dir) throws Exception {
        Path theme = dir.resolve("bad.theme");
        Files.writeString(theme, "sparkle all the things\n");
        Run bad = practice("practice", "--headless", "--theme", theme.toString());
        assertEquals(ExitCode.USER_ERROR.status(), bad.code(), bad.err());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertTrue(bad.err().contains(theme + " line 1"), bad.err());

        Run missing = practice(
                "practice", "--headless", "--keymap", dir.resolve("nowhere").toString());
        assertEquals(ExitCode.USER_ERROR.status(), missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        assertFalse(missing.err().contains("Exception"), missing.err());
    }

    @Test
    void aDataFolderWithoutObjectsIsOneLineToo(@TempDir Path dir) {
        Run run = practice("practice", "--headless", "--data", dir.toString());
        assertEquals(ExitCode.USER_ERROR.status(), run.code(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("not a One Hour One Life data folder"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    private static String screenText(DefaultVirtualTerminal terminal) {
        return ohol.tui.VirtualScreen.text(terminal);
    }

    @Test
    void aDroppedConnectionUnderTheScreenIsSaidOnStandardErrorWithItsExitCode() throws Exception {
        String firstPu = "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
        ScriptedServer.Script script = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#" + firstPu);
            } else if (command.startsWith("PING")) {
                server.hangUp(); // the server goes away under the player
            }
        };
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        StringWriter err = new StringWriter();
        try (var server = new ScriptedServer(ScriptedServer.challenge(), script)) {
            ClientRunner runner = new ClientRunner(
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
            Thread player = new Thread(() -> {
                try {
                    Await.within(
                            Duration.ofSeconds(20), () -> screenText(terminal).contains("Press q to leave"));
                } catch (InterruptedException e) {
                    return;
                }
                terminal.addInput(KeyStroke.fromString("q"));
            });
            player.start();
            LoginDetails details = new LoginDetails(
                    LoginDetails.DEFAULT_TAG,
                    "me@x",
                    new Secret(ScriptedServer.PASSWORD),
                    new Secret("KEY"),
                    0,
                    false,
                    Optional.empty(),
                    0);
            int code = runner.run(
                    "127.0.0.1",
                    server.port(),
                    details,
                    ObjectCatalog.empty(),
                    ohol.tui.onelife.knowledge.Biomes.withoutData(),
                    ohol.tui.onelife.data.TransitionBook::empty);
            player.join();
            assertEquals(ExitCode.CONNECTION_LOST.status(), code, err.toString());
            assertTrue(
                    err.toString().contains("the connection was lost: server closed the connection"), err.toString());
        }
    }

    /** The screen is set up while the client logs in: a refused login leaves the terminal as it found it. */
    @Test
    void aRefusedLoginStopsTheScreenSetUpMeanwhile() throws Exception {
        ScriptedServer.Script script = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("REJECTED\n#");
                server.hangUp();
            }
        };
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        java.util.concurrent.atomic.AtomicInteger stopped = new java.util.concurrent.atomic.AtomicInteger();
        StringWriter err = new StringWriter();
        try (var server = new ScriptedServer(ScriptedServer.challenge(), script)) {
            ClientRunner runner = new ClientRunner(
                    new ClientOptions(),
                    new PrintWriter(new StringWriter()),
                    new PrintWriter(err),
                    new ByteArrayInputStream(new byte[0]),
                    Map.of(),
                    () -> {
                        TerminalScreen screen = new TerminalScreen(terminal) {
                            @Override
                            public void stopScreen() throws java.io.IOException {
                                stopped.incrementAndGet();
                                super.stopScreen();
                            }
                        };
                        screen.startScreen();
                        return Optional.of(ClientRunner.OpenScreen.of(screen));
                    });
            LoginDetails details = new LoginDetails(
                    LoginDetails.DEFAULT_TAG,
                    "me@x",
                    new Secret("wrong"),
                    new Secret("KEY"),
                    0,
                    false,
                    Optional.empty(),
                    0);
            int code = runner.run(
                    "127.0.0.1",
                    server.port(),
                    details,
                    ObjectCatalog.empty(),
                    ohol.tui.onelife.knowledge.Biomes.withoutData(),
                    ohol.tui.onelife.data.TransitionBook::empty);
            assertEquals(ExitCode.LOGIN_FAILED.status(), code, err.toString());
            assertEquals(1, stopped.get(), "the screen is stopped once");
            assertEquals(1, err.toString().lines().count(), err.toString());
            assertTrue(err.toString().contains("rejected"), err.toString());
        }
    }

    /** The screen is set up while the client gets ready: a mistake in the keymap stops it before it is said. */
    @Test
    void aKeymapMistakeStopsTheScreenSetUpMeanwhile(@TempDir Path dir) throws Exception {
        Path keymap = dir.resolve("typo.keymap");
        Files.writeString(keymap, "[normal]\nh   mvoe -1 0\n");
        ClientOptions options = new ClientOptions();
        options.keymap = keymap;
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        java.util.concurrent.atomic.AtomicInteger stopped = new java.util.concurrent.atomic.AtomicInteger();
        ClientRunner runner = new ClientRunner(
                options,
                new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()),
                new ByteArrayInputStream(new byte[0]),
                Map.of(),
                () -> {
                    TerminalScreen screen = new TerminalScreen(terminal) {
                        @Override
                        public void stopScreen() throws java.io.IOException {
                            stopped.incrementAndGet();
                            super.stopScreen();
                        }
                    };
                    screen.startScreen();
                    return Optional.of(ClientRunner.OpenScreen.of(screen));
                });
        UserError e = org.junit.jupiter.api.Assertions.assertThrows(
                UserError.class,
                () -> runner.run(
                        "127.0.0.1",
                        1, // never reached
                        new LoginDetails(
                                LoginDetails.DEFAULT_TAG,
                                "me@x",
                                new Secret("x"),
                                new Secret("KEY"),
                                0,
                                false,
                                Optional.empty(),
                                0),
                        ObjectCatalog.empty(),
                        ohol.tui.onelife.knowledge.Biomes.withoutData(),
                        ohol.tui.onelife.data.TransitionBook::empty));
        assertTrue(e.getMessage().contains("mvoe"), e.getMessage());
        assertEquals(1, stopped.get(), "the screen is stopped once, before the mistake is said");
    }
}
