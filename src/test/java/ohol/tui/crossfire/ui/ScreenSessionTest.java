package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.Golden;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.ReplayServer;
import ohol.tui.crossfire.cli.CrossfireClient;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * The screen, played with its default keys against the replayed real server: the character is
 * created (the player keeps its stats with {@code n} and its outlook with {@code d}), walks with {@code llj h}, drops with {@code d}, picks up with {@code ,}, applies with
 * {@code a} and says with {@code "}; the screen then matches its golden (map, stats, the tile and
 * the pack, the messages).
 */
@EndToEnd
class ScreenSessionTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 30));

    private String text() {
        StringBuilder b = new StringBuilder();
        synchronized (terminal) {
            TerminalSize size = terminal.getTerminalSize();
            for (int r = 0; r < size.getRows(); r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < size.getColumns(); c++) {
                    row.append(terminal.getCharacter(c, r).getCharacterString());
                }
                b.append(row.toString().stripTrailing()).append('\n');
            }
        }
        return b.toString();
    }

    private void await(String shown) throws InterruptedException {
        await("'" + shown + "'", t -> t.contains(shown));
    }

    private void await(String what, Predicate<String> shown) throws InterruptedException {
        Await.until(WAIT, this::text, shown, t -> "the screen never showed " + what + ":\n" + t);
    }

    @Test
    void theWholeSessionPlaysWithTheDefaultKeys() throws Exception {
        try (ReplayServer server = new ReplayServer("newchar.cap")) {
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
                    settings, System.in, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
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
            await("y reroll  n keep  1-7 swap two"); // a new character: the player keeps the stats and the outlook
            type(mailbox, "n");
            await("d take this one");
            type(mailbox, "d");
            await("? for keys");
            for (String step : new String[] {"l", "l", "j", "h"}) {
                type(mailbox, step);
            }
            // what is dropped and picked up by name must be known to the client first
            await("the money in the pack", t -> t.contains("Pack: 0.5/2400.0 kg\n             48 gold coins"));
            type(mailbox, "dcoin\n");
            await("the money on the ground", t -> t.contains("Pack: nothing") && t.contains("48 gold coins"));
            int sentBefore = server.received().size();
            type(mailbox, ",");
            await("You pick up the gold coins.");
            // the replayed server answers whatever comes: what was sent must be the pick-up itself (a
            // move of the coins into the pack), not the server's own pickup, which only tells its mode
            String sent = new String(server.received().get(sentBefore), java.nio.charset.StandardCharsets.ISO_8859_1);
            assertTrue(sent.startsWith("move "), "',' sent " + sent);
            type(mailbox, "acoin\n");
            await("I don't know how to apply");
            type(mailbox, "\"hello from the capture\n");
            await("You say: hello from the capture");
            Await.within(WAIT, () -> Golden.matches("crossfire/screen-session", text())); // the last lines drawn
            Golden.assertMatches("crossfire/screen-session", text());
            type(mailbox, "Q");
            assertEquals(ExitCode.OK, played.get());
        }
    }

    private static void type(Mailbox<NetEvent<ServerMessage>, ScreenInput> mailbox, String keys)
            throws InterruptedException {
        for (char c : keys.toCharArray()) {
            mailbox.input(
                    new ScreenInput.Key(c == '\n' ? new KeyStroke(KeyType.Enter) : new KeyStroke(c, false, false)));
        }
    }
}
