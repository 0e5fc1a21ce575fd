package ohol.tui.app;

import com.googlecode.lanterna.screen.Screen;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.core.term.TerminalTraits;
import ohol.tui.core.term.TtyTerminal;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.headless.HeadlessSession;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.replay.LifeRecorder;
import ohol.tui.onelife.session.Connector;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.LifeLogins;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.ServerDoor;
import ohol.tui.onelife.ui.ConnectingScreen;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;

/** Logs in and runs the client, on the screen or headless: what {@code play} and {@code practice} share. */
final class ClientRunner {

    /**
     * A screen to draw on: its bytes counted for the status line, whether its keys are read on a
     * thread of their own (a real terminal's are; a test's virtual terminal is driven directly),
     * and whether it may show only ASCII (a locale that is not UTF-8).
     */
    record OpenScreen(Screen screen, LongSupplier bytesSent, boolean readKeysOnTheirThread, boolean asciiOnly) {
        static OpenScreen of(Screen screen) {
            return new OpenScreen(screen, () -> 0, false, false);
        }
    }

    /** Opens the screen the client draws on: the process's terminal, or a test's virtual one. */
    @FunctionalInterface
    interface ScreenOpener {
        /**
         * An open screen, or empty when there is no terminal to draw on. Called on a thread of its
         * own while the client logs in (setting a terminal up waits on programs such as stty).
         */
        Optional<OpenScreen> open() throws IOException;

        /** Whether there is a terminal to open at all: asked before logging in, so that no life begins for nothing. */
        default boolean available() {
            return true;
        }

        /** Why this terminal cannot have a full screen at all (it cannot place the cursor); asked first. */
        default Optional<String> refusal() {
            return Optional.empty();
        }
    }

    private final ClientOptions options;
    private final PrintWriter out;
    private final PrintWriter err;
    private final InputStream input;
    private final Map<String, String> environment;
    private final ScreenOpener screens;
    private final Supplier<Defaults> defaults;
    private DebugLog log = DebugLog.none();
    /** Where the steps of getting into the game are told; the connecting screen alone unless set. */
    private LoginProgress progress;

    private Optional<Dialect> dialect = Optional.empty();

    /** {@code --record}'s recorder; null when not recording. */
    private LifeRecorder recorder;
    /** The session {@link #recorder} hears, for the character an auto recording is named after. */
    private GameSession recorded;
    /** The keymap and theme, made on a thread of their own from {@link #prepare}; null before. */
    private CompletableFuture<Looks> looks;

    /** What the screen is driven and drawn with: the keys' bindings and the glyphs. */
    private record Looks(Keymap<Action> keymap, GlyphTheme theme, List<String> warnings) {}

    /**
     * The keymap and theme that come with the client, which the player's own files change: they
     * need no option, so they can be made before the command line is even parsed.
     */
    record Defaults(Keymap<Action> keymap, GlyphTheme theme) {
        static Defaults make() {
            return new Defaults(KeymapLoader.defaults(), GlyphTheme.defaults());
        }

        /** Starts making them on a thread of their own at once; the supplier waits for them. */
        static Supplier<Defaults> ahead() {
            CompletableFuture<Defaults> made = Ahead.start("ohol-looks-ahead", Defaults::make);
            return () -> {
                try {
                    return made.join();
                } catch (CompletionException e) {
                    return make(); // a bug in the defaults: thrown again where it is reported
                }
            };
        }
    }

    ClientRunner(
            ClientOptions options,
            PrintWriter out,
            PrintWriter err,
            InputStream input,
            Map<String, String> environment) {
        this(options, out, err, input, environment, Defaults::make);
    }

    /** With the default keymap and theme from {@code defaults} (their making may have begun already). */
    ClientRunner(
            ClientOptions options,
            PrintWriter out,
            PrintWriter err,
            InputStream input,
            Map<String, String> environment,
            Supplier<Defaults> defaults) {
        this(options, out, err, input, environment, defaults, new ScreenOpener() {
            @Override
            public Optional<OpenScreen> open() throws IOException {
                return processTerminal();
            }

            @Override
            public boolean available() {
                return System.console() != null;
            }

            @Override
            public Optional<String> refusal() {
                return System.console() == null // no terminal at all: said as such
                                || TerminalTraits.placesCursor(environment, TerminalTraits::terminfoHasCursorAddress)
                        ? Optional.empty()
                        : Optional.of(cannotPlaceCursor(environment.getOrDefault("TERM", "")));
            }
        });
    }

    ClientRunner(
            ClientOptions options,
            PrintWriter out,
            PrintWriter err,
            InputStream input,
            Map<String, String> environment,
            ScreenOpener screens) {
        this(options, out, err, input, environment, Defaults::make, screens);
    }

    private ClientRunner(
            ClientOptions options,
            PrintWriter out,
            PrintWriter err,
            InputStream input,
            Map<String, String> environment,
            Supplier<Defaults> defaults,
            ScreenOpener screens) {
        this.defaults = defaults;
        this.options = options;
        this.out = out;
        this.err = err;
        this.input = input;
        this.environment = environment;
        this.screens = screens;
    }

    /** Speaks {@code dialect} to the server; empty (the default): the one its greeting shows. */
    void speak(Optional<Dialect> dialect) {
        this.dialect = dialect;
    }

    /** Writes what the connection does to {@code log} ({@code --log}). */
    void logTo(DebugLog log) {
        this.log = log;
    }

    /** Tells the steps of getting into the game to {@code progress} (headless JSON, the reflector's lines). */
    void tellProgressTo(LoginProgress progress) {
        this.progress = progress;
    }

    /**
     * Logs in and plays, knowing the objects of {@code catalog}, the biomes, and the transitions
     * as they will be once read (the session asks for them on a thread of its own).
     */
    int run(
            String host,
            int port,
            LoginDetails details,
            ObjectCatalog catalog,
            Biomes biomes,
            Supplier<TransitionBook> transitions)
            throws Exception {
        String data = details.dataVersion().isPresent()
                ? String.valueOf(details.dataVersion().getAsInt())
                : "";
        Optional<Recordings.Recording> recording = Recordings.open(options, environment, host, port, data, dialect);
        try {
            recorder = recording.map(Recordings.Recording::recorder).orElse(null);
            return play(host, port, details, catalog, biomes, transitions);
        } finally {
            recording.ifPresent(r -> {
                r.recorder().close();
                r.recorder().trouble().ifPresent(t -> err.println("ohol-tui: " + t));
                if (r.auto() && recorded != null) {
                    Recordings.nameAfter(r.file(), recorded.snapshot());
                }
            });
        }
    }

    private int play(
            String host,
            int port,
            LoginDetails details,
            ObjectCatalog catalog,
            Biomes biomes,
            Supplier<TransitionBook> transitions)
            throws Exception {
        prepare();
        Optional<String> refused = refusal();
        if (refused.isPresent()) {
            err.println(refused.get());
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        // the terminal is set up meanwhile (it waits on five stty runs): from here on the
        // screen is stopped on every way out before it is handed to onScreen
        boolean onAScreen = !options.headless && !options.narrate && screens.available();
        CompletableFuture<Optional<OpenScreen>> opening =
                onAScreen ? openScreenMeanwhile() : CompletableFuture.completedFuture(Optional.empty());
        LoginProgress steps = progress != null ? progress : LoginProgress.onScreen(new ConnectingScreen(), log);
        opening.thenAccept(o -> o.ifPresent(open -> steps.screen().shown(open.screen())));
        Keymap<Action> keymap;
        GlyphTheme theme;
        GameSession session;
        List<String> warnings;
        Mailbox<News, ScreenInput> mailbox = new Mailbox<>(News::bytes);
        try {
            Looks made = looks();
            keymap = made.keymap();
            theme = made.theme();
            warnings = made.warnings();
            if (options.headless || options.narrate) {
                warn(warnings);
            }
            ServerDoor door = new ServerDoor(host, port, dialect, log::line);
            Connector connector = new LifeLogins(
                    details,
                    (login, inbox) -> door.open(
                            login, wire -> recorded(log.tapping(new Inbox<>(inbox), wire::whyNotSent)), steps));
            GameSession.Parts parts = new GameSession.Parts(catalog, transitions, biomes, System::nanoTime);
            if (options.headless) {
                Mailbox<News, ScriptInput> lines = new Mailbox<>(News::bytes);
                session = new GameSession(parts, connector, lines::news);
                tap(session);
                var in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
                int status = new HeadlessSession(in, out, err, steps::failed)
                        .run(session, lines)
                        .status();
                reportBug(session);
                return status;
            }
            if (options.narrate) {
                GameSession[] narrated = new GameSession[1];
                int status = Narrated.run(
                                parts,
                                connector,
                                input,
                                out,
                                err,
                                TerminalTraits.placesCursor(environment, TerminalTraits::terminfoHasCursorAddress),
                                s -> narrated[0] = s)
                        .status();
                if (narrated[0] != null) {
                    reportBug(narrated[0]);
                }
                return status;
            }
            if (!onAScreen) {
                err.println(NO_TERMINAL);
                return ExitCode.USER_ERROR.status();
            }
            session = new GameSession(parts, connector, mailbox::news);
            tap(session);
            session.begin();
            steps.screen().over();
        } catch (LoginException e) {
            steps.screen().over();
            log.line("login failed: " + e.getMessage());
            stopWhenOpen(opening);
            err.println("ohol-tui: " + ServerText.clean(e.getMessage()));
            return e.exitCode().status();
        } catch (Exception | Error e) {
            steps.screen().over();
            stopWhenOpen(opening); // a mistake in the keymap or theme is said on a terminal as it was
            throw e;
        }
        Optional<OpenScreen> opened = opened(opening);
        if (opened.isEmpty()) {
            session.quit(Duration.ofSeconds(1));
            err.println(NO_TERMINAL);
            return ExitCode.USER_ERROR.status();
        }
        ExitCode code = onScreen(opened.get(), session, mailbox, catalog, keymap, theme, warnings);
        warn(warnings); // once the screen is gone, where they stay to be read
        return code.status();
    }

    /** Why the screen cannot be drawn on this terminal at all, when it cannot (never for headless). */
    /** Why the screen cannot be had here: only the screen asks (a narration and a script play in lines). */
    Optional<String> refusal() {
        return options.headless || options.narrate ? Optional.empty() : screens.refusal();
    }

    private static String cannotPlaceCursor(String term) {
        return "ohol-tui: this terminal (TERM=" + (term.isBlank() ? "unset" : ServerText.clean(term))
                + ") cannot place the cursor, which the screen needs: use --headless for JSON lines,"
                + " or --narrate to play in plain lines";
    }

    private ConnectionListener<ServerMessage, ClientCommand> recorded(
            ConnectionListener<ServerMessage, ClientCommand> listener) {
        return recorder == null ? listener : recorder.tapping(listener);
    }

    /** A bug met on the connection's own threads: its report written, and the one line naming it. */
    private Optional<String> crashLine(GameSession session) {
        return session.closed()
                .flatMap(r -> r.failed().map(f -> LastResort.lineFor(r, f, CrashReport.forUser(environment))));
    }

    /** Says a bug that ended the connection (not the process) in its one line, with its report. */
    private void reportBug(GameSession session) {
        crashLine(session).ifPresent(line -> {
            err.println(line);
            err.flush();
        });
    }

    private void tap(GameSession session) {
        if (recorder != null) {
            recorded = session;
            session.tap(recorder);
        }
    }

    private void warn(List<String> warnings) {
        for (String w : warnings) {
            err.println("ohol-tui: warning: " + w);
        }
        err.flush();
    }

    /**
     * Starts making the keymap and theme (the defaults and the player's own files) on a thread of
     * its own, once: the command meanwhile waits for the game data and starts its world. Called
     * as soon as the command line is parsed; {@link #run} calls it if nobody did.
     */
    void prepare() {
        if (looks != null) {
            return;
        }
        looks = Ahead.start("ohol-looks", () -> {
            Defaults given = defaults.get();
            List<String> warnings = new ArrayList<>();
            OwnLooks own = new OwnLooks(options.keymap, options.theme, environment);
            return new Looks(
                    own.keymap(given.keymap(), warnings::add), own.theme(given.theme()), List.copyOf(warnings));
        });
    }

    private Looks looks() throws UserError {
        return Ahead.join(looks, UserError.class);
    }

    /** Waits for the screen being set up, and stops it: the client ends before it is used. */
    private static void stopWhenOpen(CompletableFuture<Optional<OpenScreen>> opening) {
        opening.thenAccept(o -> o.ifPresent(open -> stop(open.screen())))
                .exceptionally(failed -> null)
                .join();
    }

    private static final String NO_TERMINAL =
            "ohol-tui: the screen needs a terminal; use --headless to script the client";

    /** Sets the screen up on a thread of its own, while the client gets ready and logs in. */
    private CompletableFuture<Optional<OpenScreen>> openScreenMeanwhile() {
        return Ahead.start("ohol-screen", screens::open);
    }

    /** The screen once it is set up; a failure to set it up is thrown as it was. */
    private static Optional<OpenScreen> opened(CompletableFuture<Optional<OpenScreen>> opening) throws IOException {
        return Ahead.join(opening, IOException.class);
    }

    static void stop(Screen screen) {
        ohol.tui.core.term.ScreenRun.stop(screen);
    }

    private ExitCode onScreen(
            OpenScreen opened,
            GameSession session,
            Mailbox<News, ScreenInput> mailbox,
            ObjectCatalog catalog,
            Keymap<Action> keymap,
            GlyphTheme theme,
            List<String> warnings)
            throws IOException, InterruptedException {
        boolean pumped = ScreenRun.pumped(opened);
        ScreenRun.Ended ended = ScreenRun.run(opened.screen(), mailbox, pumped, () -> {
            TerminalApp app = new TerminalApp(
                    opened.screen(),
                    session,
                    mailbox,
                    ScreenRun.parts(catalog, keymap, theme, environment, options.ascii || opened.asciiOnly()),
                    opened.bytesSent(),
                    !pumped);
            app.warn(warnings);
            return app;
        });
        ExitCode code = ended.code();
        TerminalApp app = ended.app();
        if (code == ExitCode.HANGUP
                && options.keepPlayingOnHangup
                && session.closed().isEmpty()) {
            return SessionLoop.live(mailbox, session, new Unattended<ScreenInput>(session), Action::pauseNanos)
                    .run();
        }
        session.quit(Duration.ofSeconds(1));
        if (code == ExitCode.CONNECTION_LOST) {
            err.println("ohol-tui: the connection was lost"
                    + (session.snapshot().us().isEmpty() ? " while waiting to be born: " : ": ")
                    + app.closeReason().map(r -> ServerText.clean(r.toString())).orElse("no reason given"));
        } else if (code == ExitCode.INTERNAL_ERROR && LastResort.mayTell()) {
            // a thread failing at the same time may be ending the process with its own line
            err.println(crashLine(session)
                    .orElse("ohol-tui: "
                            + app.closeReason().map(CloseReason::toString).orElse("the client stopped")));
        }
        return code;
    }

    static Optional<OpenScreen> processTerminal() throws IOException {
        if (System.console() == null) {
            return Optional.empty();
        }
        System.out.flush();
        // one write per refresh, straight to the terminal: System.out would flush every escape code apart
        TerminalOutput output = new TerminalOutput(new FileOutputStream(FileDescriptor.out));
        TtyTerminal terminal = new TtyTerminal(System.in, output, StandardCharsets.UTF_8);
        LastResort.install(terminal::leave); // an Error on any thread gives the terminal back first
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen(); // every mode the terminal turns on, it turns off on every way out
        return Optional.of(new OpenScreen(screen, output::bytesWritten, true, !TerminalTraits.utf8(System.getenv())));
    }

    static String why(IOException e) {
        return e instanceof NoSuchFileException ? "no such file" : String.valueOf(e.getMessage());
    }
}
