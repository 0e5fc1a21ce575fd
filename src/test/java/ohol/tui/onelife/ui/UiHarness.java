package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.Captures;
import ohol.tui.RealData;
import ohol.tui.app.CaptureFile;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.TestSessions;

/**
 * The whole terminal UI on Lanterna's virtual terminal, with a link that records what would be
 * sent: feed it messages or captures, press keys, read the screen back.
 */
final class UiHarness {

    final DefaultVirtualTerminal terminal;
    final TerminalScreen screen;
    /** How many frames were drawn. */
    int refreshes;

    final List<String> sent;
    final RecordingLink link;
    final TerminalApp app;
    final GameSession session;
    long nanos = 1_000_000_000L;

    UiHarness(int cols, int rows) {
        this(cols, rows, false, false);
    }

    /** A life reconnected to ({@code RLOGIN}) rather than begun. */
    static UiHarness resumed(int cols, int rows) {
        return new UiHarness(cols, rows, false, true);
    }

    /** With the game's transitions and biomes as well: predictions, hints, recipes, dangers that move. */
    static UiHarness withData(int cols, int rows) {
        return new UiHarness(cols, rows, true, false);
    }

    /** On a server of {@code dialect}, knowing the objects of {@code catalog}. */
    static UiHarness speaking(int cols, int rows, Dialect dialect, ObjectCatalog catalog) {
        return new UiHarness(cols, rows, false, false, dialect, catalog);
    }

    private UiHarness(int cols, int rows, boolean allData, boolean resumed) {
        this(cols, rows, allData, resumed, Dialect.CURRENT, catalog());
    }

    private UiHarness(int cols, int rows, boolean allData, boolean resumed, Dialect dialect, ObjectCatalog catalog) {
        try {
            terminal = new DefaultVirtualTerminal(new TerminalSize(cols, rows));
            screen = new TerminalScreen(terminal) {
                @Override
                public synchronized void refresh(RefreshType refreshType) throws IOException {
                    refreshes++;
                    super.refresh(refreshType);
                }
            };
            screen.startScreen();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        RecordingLink link = new RecordingLink();
        link.resumes = resumed;
        link.dialect = dialect;
        this.link = link;
        this.sent = link.sent;
        GameSession.Parts parts = allData
                ? new GameSession.Parts(catalog, RealData::book, RealData.biomes(), () -> nanos)
                : new GameSession.Parts(catalog, () -> nanos);
        session = TestSessions.begun(parts, link);
        session.awaitKnowledge(); // the screen is the same in every run: not before the knowledge, then after
        app = new TerminalApp(
                screen,
                session,
                new Mailbox<>(),
                new TerminalApp.Parts(
                        catalog,
                        KeymapLoader.defaults(),
                        GlyphTheme.defaults(),
                        new Palette(Palette.Depth.INDEXED256),
                        () -> nanos,
                        false));
    }

    static ObjectCatalog catalog() {
        return RealData.catalog();
    }

    /** All the game data knows, for the tests that draw panes by hand. */
    static Knowledge knowledge() {
        return RealData.knowledge();
    }

    /** Plays a capture's server stream into the screen, ticking as it goes. */
    UiHarness play(String capture) {
        for (Captures.Chunk chunk : Captures.chunks(capture)) {
            if (chunk.direction() == 'S') {
                nanos = 1_000_000_000L + chunk.millis() * 1_000_000L;
                for (ServerMessage m : decode(chunk.bytes())) {
                    TestSessions.hear(session, new NetEvent.Received<>(m));
                }
                tick();
            }
        }
        sent.removeIf(s -> s.equals("PING"));
        return this;
    }

    /**
     * Plays what an old server sent in a recorded transcript, read in its dialect as the client
     * reads it (rewritten into today's messages), ticking as it goes.
     */
    UiHarness playOld(List<CaptureFile.Chunk> chunks, Dialect dialect) {
        List<ServerMessage> heard = new ArrayList<>();
        Codec.StreamReader reader = new DialectWire(Optional.of(dialect)).reader(new Codec.Receiver<>() {
            @Override
            public void message(ServerMessage message) {
                heard.add(message);
            }

            @Override
            public void problem(String description) {
                throw new AssertionError(description);
            }
        });
        for (CaptureFile.Chunk chunk : chunks) {
            if (chunk.direction() == 'S') {
                nanos = 1_000_000_000L + chunk.millis() * 1_000_000L;
                heard.clear();
                reader.feed(chunk.bytes(), 0, chunk.bytes().length);
                for (ServerMessage m : List.copyOf(heard)) {
                    TestSessions.hear(session, new NetEvent.Received<>(m));
                }
                tick();
            }
        }
        return this;
    }

    private final List<ServerMessage> decoded = new ArrayList<>();
    private final ServerStream stream = ServerStream.standard(new ServerStream.Receiver() {
        @Override
        public void message(ServerMessage message) {
            decoded.add(message);
        }

        @Override
        public void problem(String description) {
            throw new AssertionError(description);
        }
    });

    private List<ServerMessage> decode(byte[] bytes) {
        decoded.clear();
        stream.feed(bytes, 0, bytes.length);
        return List.copyOf(decoded);
    }

    UiHarness send(String serverText) {
        return sendBytes(serverText.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    UiHarness sendBytes(byte[] bytes) {
        for (ServerMessage m : decode(bytes)) {
            TestSessions.hear(session, new NetEvent.Received<>(m));
        }
        return tick();
    }

    UiHarness tick() {
        try {
            app.tick();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    UiHarness press(String... keys) {
        for (String k : keys) {
            terminal.addInput(KeyStroke.fromString(k));
            tick();
        }
        return this;
    }

    UiHarness type(String text) {
        for (char c : text.toCharArray()) {
            terminal.addInput(new KeyStroke(c, false, false));
        }
        return tick();
    }

    String row(int r) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int c = 0; c < size.getColumns(); c++) {
            sb.append(terminal.getBufferCharacter(c, r).getCharacterString());
        }
        return sb.toString();
    }

    String screenText() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) {
            sb.append(row(r)).append('\n');
        }
        return sb.toString();
    }

    int snapshotOurId() {
        return app.snapshotForTests().ourId().orElseThrow();
    }

    char at(int col, int row) {
        return terminal.getBufferCharacter(col, row).getCharacterString().charAt(0);
    }
}
