package ohol.tui.crossfire.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.VirtualScreen;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.ReplayServer;
import ohol.tui.crossfire.cli.CrossfireClient;
import ohol.tui.crossfire.cli.HeadlessReplay;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.Keys;
import ohol.tui.crossfire.ui.ScreenFront;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A session played on the screen (the player keeps the rolled stats with {@code n} and takes the
 * outlook with {@code d}), recorded, then replayed headless: the player's replies answer the
 * server's questions as live, none refused.
 */
@EndToEnd
class ScreenRecordingTest {
    private static final Duration WAIT = Duration.ofSeconds(10);

    @TempDir
    Path dir;

    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 30));

    @Test
    void aScreensRecordingReplaysThePlayersReplies() throws Exception {
        Path file = dir.resolve("screen.ohrec");
        try (ReplayServer server = new ReplayServer("newchar.cap");
                Recorder recorder = Recorder.create(
                        file,
                        CrossfireRecording.header(
                                "ohol-tui test",
                                "127.0.0.1:" + server.port(),
                                Login.query("Capturer", new Secret("secretpass")),
                                true))) {
            var settings = new CrossfireClient.Settings(
                    "127.0.0.1",
                    server.port(),
                    "Capturer",
                    new Secret("secretpass"),
                    false,
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty());
            var client = new CrossfireClient(
                            settings,
                            System.in,
                            new PrintWriter(new StringWriter()),
                            new PrintWriter(new StringWriter()))
                    .recording(recorder);
            Mailbox<NetEvent<ServerMessage>, ScreenInput> mailbox = new Mailbox<>();
            var connection = client.connect(mailbox).orElseThrow();
            var session = client.session(connection);
            TerminalScreen screen = new TerminalScreen(terminal);
            screen.startScreen();
            var front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
            CompletableFuture<ExitCode> played = CompletableFuture.supplyAsync(() -> {
                try {
                    return client.play(mailbox, session, front, connection);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            await("y reroll  n keep");
            mailbox.input(key('n'));
            await("d take this one");
            mailbox.input(key('d'));
            await("? for keys");
            mailbox.input(key('Q'));
            assertEquals(ExitCode.OK, played.get());
        }
        StringWriter out = new StringWriter();
        try (RecordingReader reader = RecordingReader.open(file)) {
            HeadlessReplay.run(reader, Glyphs.defaults(), new PrintWriter(out), new PrintWriter(new StringWriter()));
        }
        List<String> lines = out.toString().lines().toList();
        assertTrue(lines.stream().noneMatch(l -> l.contains("\"refused\"")), String.join("\n", lines));
        assertEquals(
                2,
                lines.stream()
                        .filter(l -> l.contains("\"done\",\"action\":\"reply\""))
                        .count(),
                String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"playing\"")), String.join("\n", lines));
    }

    private static ScreenInput key(char c) {
        return new ScreenInput.Key(new KeyStroke(c, false, false));
    }

    private void await(String what) throws InterruptedException {
        Await.until(
                WAIT,
                () -> VirtualScreen.text(terminal),
                t -> t.contains(what),
                t -> "never showed " + what + ":\n" + t);
    }
}
