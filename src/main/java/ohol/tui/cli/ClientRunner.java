package ohol.tui.cli;

import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.DefaultTerminalFactory;
import com.googlecode.lanterna.terminal.MouseCaptureMode;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTTYTerminal;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Keymap;
import ohol.tui.input.KeymapLoader;
import ohol.tui.net.Connection;
import ohol.tui.net.Inbox;
import ohol.tui.net.LoginDetails;
import ohol.tui.net.LoginException;
import ohol.tui.net.NetEvent;
import ohol.tui.net.Session;
import ohol.tui.ui.GlyphTheme;
import ohol.tui.ui.Link;
import ohol.tui.ui.Palette;
import ohol.tui.ui.TerminalApp;

/** Logs in and runs the client, on the screen or headless: what {@code play} and {@code practice} share. */
final class ClientRunner {
    static final Duration LOGIN_TIMEOUT = Duration.ofSeconds(30);
    static final int NO_TERMINAL = 2;

    private final ClientOptions options;
    private final PrintWriter out;
    private final PrintWriter err;
    private final InputStream input;
    private final Map<String, String> environment;

    ClientRunner(ClientOptions options, PrintWriter out, PrintWriter err, InputStream input, Map<String, String> environment) {
        this.options = options;
        this.out = out;
        this.err = err;
        this.input = input;
        this.environment = environment;
    }

    int run(String host, int port, LoginDetails details) throws Exception {
        return run(host, port, details, GameData.load(options.data, err));
    }

    /** With object data already loaded (the practice world shares it). */
    int run(String host, int port, LoginDetails details, ObjectCatalog catalog) throws Exception {
        if (options.headless) {
            var in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
            return new HeadlessSession(in, out, err, catalog).run(listener -> Session.login(host, port, details,
                    Connection.Settings.DEFAULT, LOGIN_TIMEOUT, listener));
        }
        if (System.console() == null) {
            err.println("ohol-tui: the screen needs a terminal; use --headless to script the client");
            return NO_TERMINAL;
        }
        Keymap keymap = keymap();
        GlyphTheme theme = theme();
        BlockingQueue<NetEvent> inbox = new LinkedBlockingQueue<>();
        Session session;
        try {
            session = Session.login(host, port, details, Connection.Settings.DEFAULT, LOGIN_TIMEOUT, new Inbox(inbox::add));
        } catch (LoginException e) {
            err.println("ohol-tui: " + e.getMessage());
            return HeadlessSession.LOGIN_FAILED;
        }
        try (session) {
            return onScreen(session, catalog, keymap, theme, inbox);
        }
    }

    private int onScreen(Session session, ObjectCatalog catalog, Keymap keymap, GlyphTheme theme,
                         BlockingQueue<NetEvent> inbox) throws IOException, InterruptedException {
        Terminal terminal = new DefaultTerminalFactory(System.out, System.in, StandardCharsets.UTF_8)
                .setForceTextTerminal(true)
                .setUnixTerminalCtrlCBehaviour(UnixLikeTTYTerminal.CtrlCBehaviour.TRAP)
                .setMouseCaptureMode(MouseCaptureMode.CLICK_RELEASE)
                .createTerminal();
        TerminalScreen screen = new TerminalScreen(terminal);
        int code;
        try {
            screen.startScreen();
            var parts = new TerminalApp.Parts(catalog, keymap, theme, new Palette(Palette.detect(environment)),
                    System::nanoTime, options.ascii);
            code = new TerminalApp(screen, Link.of(session.connection()), parts, inbox).run();
        } finally {
            screen.stopScreen(); // restores the terminal whatever happened
            terminal.close();
        }
        if (code == TerminalApp.CONNECTION_LOST) {
            NetEvent last = null;
            for (NetEvent e; (e = inbox.poll()) != null; ) {
                last = e;
            }
            err.println("ohol-tui: the connection was lost" + (last instanceof NetEvent.Closed c ? ": " + c.reason() : ""));
        }
        return code;
    }

    private Keymap keymap() throws IOException {
        Keymap keymap = KeymapLoader.defaults();
        Optional<Path> own = options.keymap != null ? Optional.of(options.keymap) : configFile("keymap");
        return own.isPresent() ? keymap.overriddenBy(KeymapLoader.load(own.get())) : keymap;
    }

    private GlyphTheme theme() throws IOException {
        Optional<Path> own = options.theme != null ? Optional.of(options.theme) : configFile("theme");
        return own.isPresent() ? GlyphTheme.load(own.get()) : GlyphTheme.defaults();
    }

    /** {@code $XDG_CONFIG_HOME/ohol-tui/NAME}, else {@code ~/.config/ohol-tui/NAME}, if it exists. */
    private Optional<Path> configFile(String name) {
        String xdg = environment.get("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        Path file = base.resolve("ohol-tui").resolve(name);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }
}
