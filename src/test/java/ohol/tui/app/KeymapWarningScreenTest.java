package ohol.tui.app;

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
import ohol.tui.VirtualScreen;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A key bound twice in the player's keymap is said on the screen as the game begins, where the
 * player can still fix it, not only on the terminal once the screen is gone.
 */
@EndToEnd
@Timeout(60)
class KeymapWarningScreenTest {
    @Test
    void aKeyBoundTwiceIsOnTheScreenAtTheStart(@TempDir Path dir) throws Exception {
        Path keymap = Files.writeString(dir.resolve("twice.keymap"), "[normal]\nv say HI\nv emote 1\n");
        String firstPu = "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
        ScriptedServer.Script script = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#" + firstPu);
            }
        };
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(120, 30));
        ClientOptions options = new ClientOptions();
        options.keymap = keymap;
        String[] seen = {""};
        try (var server = new ScriptedServer(ScriptedServer.challenge(), script)) {
            ClientRunner runner = new ClientRunner(
                    options,
                    new PrintWriter(new StringWriter()),
                    new PrintWriter(new StringWriter()),
                    new ByteArrayInputStream(new byte[0]),
                    Map.of(),
                    () -> {
                        TerminalScreen screen = new TerminalScreen(terminal);
                        screen.startScreen();
                        return Optional.of(ClientRunner.OpenScreen.of(screen));
                    });
            Thread player = new Thread(() -> {
                try {
                    Await.within(Duration.ofSeconds(20), () -> {
                        seen[0] = VirtualScreen.text(terminal);
                        return seen[0].contains("v is bound again in [normal]");
                    });
                } catch (InterruptedException e) {
                    return;
                }
                terminal.addInput(KeyStroke.fromString("q"));
                terminal.addInput(KeyStroke.fromString("y"));
            });
            player.start();
            runner.run(
                    "127.0.0.1",
                    server.port(),
                    new LoginDetails(
                            LoginDetails.DEFAULT_TAG,
                            "me@x",
                            new Secret(ScriptedServer.PASSWORD),
                            new Secret("KEY"),
                            0,
                            false,
                            Optional.empty(),
                            0),
                    ObjectCatalog.empty(),
                    ohol.tui.onelife.knowledge.Biomes.withoutData(),
                    ohol.tui.onelife.data.TransitionBook::empty);
            player.join();
        }
        assertTrue(seen[0].contains("v is bound again in [normal]"), seen[0]);
    }
}
