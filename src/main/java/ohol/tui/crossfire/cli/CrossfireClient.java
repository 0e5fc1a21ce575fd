package ohol.tui.crossfire.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.loop.Game;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.core.net.WireLog;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptReader;
import ohol.tui.crossfire.narrate.NarratedFront;
import ohol.tui.crossfire.net.CrossfireWire;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.replay.CrossfireRecording;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Link;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.session.Table;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.MessageFile;
import ohol.tui.crossfire.ui.ScreenClient;

/**
 * Puts a Crossfire client together on the core: a {@link Connection} with {@link CrossfireWire},
 * the {@link CrossfireSession}, a front-end (headless or the screen) and the {@link SessionLoop}.
 */
public final class CrossfireClient implements Table {
    /** Largest theme or keymap file read. */
    static final int MAX_FILE = 256 * 1024;

    /**
     * What the command line gave. The password is a {@link Secret}: never printed.
     * {@code messageLog}: where the screen writes the server's messages too; {@code bindings}:
     * the folder of the characters' own keys ({@code bind}), {@code NAME.keys}; {@code narrate}:
     * whether to play in sentences ({@code --narrate}) and how lines are typed.
     */
    public record Settings(
            String host,
            int port,
            String name,
            Secret password,
            boolean headless,
            Optional<Path> keymap,
            Optional<Path> theme,
            Optional<Path> messageLog,
            Login login,
            Optional<Path> bindings,
            Narrate narrate) {
        /** As before the narrated mode: not narrated. */
        public Settings(
                String host,
                int port,
                String name,
                Secret password,
                boolean headless,
                Optional<Path> keymap,
                Optional<Path> theme,
                Optional<Path> messageLog,
                Login login,
                Optional<Path> bindings) {
            this(host, port, name, password, headless, keymap, theme, messageLog, login, bindings, Narrate.NO);
        }

        /** The query login of {@code name}, as before the account login, without a folder for key bindings: they last the run. */
        public Settings(
                String host,
                int port,
                String name,
                Secret password,
                boolean headless,
                Optional<Path> keymap,
                Optional<Path> theme,
                Optional<Path> messageLog) {
            this(
                    host,
                    port,
                    name,
                    password,
                    headless,
                    keymap,
                    theme,
                    messageLog,
                    Login.query(name, password),
                    Optional.empty());
        }
    }

    /** {@code --narrate}: not; plain lines in and out; or the line editor on the process's terminal. */
    public enum Narrate {
        NO,
        PLAIN,
        EDITED
    }

    private final Settings settings;
    private final InputStream input;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Consumer<String> log;
    /** Where the session is recorded ({@code --record}), if it is: the caller closes it. */
    private Optional<Recorder> recorder = Optional.empty();

    public CrossfireClient(Settings settings, InputStream input, PrintWriter out, PrintWriter err) {
        this(settings, input, out, err, line -> {});
    }

    /** {@code log}: told, a line each, what went on the wire (never the password) and the connection's steps. */
    public CrossfireClient(
            Settings settings, InputStream input, PrintWriter out, PrintWriter err, Consumer<String> log) {
        this.settings = settings;
        this.input = input;
        this.out = out;
        this.err = err;
        this.log = log;
    }

    /** Records the session into {@code into} ({@link CrossfireRecording}); the caller closes it after {@link #run}. */
    public CrossfireClient recording(Recorder into) {
        this.recorder = Optional.of(into);
        return this;
    }

    /** How the log words Crossfire's wire. */
    private static final WireLog.Words<ServerMessage, ClientCommand> WORDS = new WireLog.Words<>() {
        @Override
        public String received(ServerMessage message) {
            return "received " + message.command();
        }

        @Override
        public String sent(ClientCommand command, byte[] bytes) {
            return "sent " + command.logged();
        }
    };

    public ExitCode run() throws InterruptedException, IOException {
        Glyphs glyphs = settings.theme().isPresent()
                ? Glyphs.parse(
                        read(settings.theme().get()), settings.theme().get().toString())
                : Glyphs.defaults();
        if (settings.narrate() != Narrate.NO) {
            return NarratedFront.run(this, input, out, err, settings.narrate() == Narrate.EDITED);
        }
        if (settings.headless()) {
            Mailbox<NetEvent<ServerMessage>, ScriptInput> mailbox = new Mailbox<>(NetEvent::bytes);
            Optional<Connection<ServerMessage, ClientCommand>> connection = connect(mailbox);
            if (connection.isEmpty()) {
                return ExitCode.LOGIN_FAILED;
            }
            CrossfireSession session = session(connection.get());
            ScriptReader.start(
                    new InputStreamReader(input, StandardCharsets.UTF_8),
                    mailbox::input,
                    e -> say("cannot read input: " + e.getMessage()),
                    "script-input");
            return play(mailbox, session, new HeadlessFront(session, glyphs, out), connection.get());
        }
        Optional<String> keymap = settings.keymap().isPresent()
                ? Optional.of(read(settings.keymap().get()))
                : Optional.empty();
        return ScreenClient.run(
                this,
                glyphs,
                keymap,
                settings.keymap().map(Path::toString).orElse(""),
                settings.messageLog().map(f -> new MessageFile(f, MessageFile.DEFAULT_CAP)),
                settings.bindings());
    }

    @Override
    public <F> Optional<Connection<ServerMessage, ClientCommand>> connect(Mailbox<NetEvent<ServerMessage>, F> mailbox) {
        CrossfireWire wire = new CrossfireWire();
        log.accept("connecting to " + settings.host() + ":" + settings.port() + " as " + settings.name());
        try {
            return Optional.of(Connection.open(
                    settings.host(),
                    settings.port(),
                    Connection.Settings.DEFAULT,
                    wire,
                    wire,
                    recorded(WireLog.tapping(new Inbox<>(mailbox::news), log, WORDS))));
        } catch (ConnectException e) {
            say("cannot connect to " + settings.host() + ":" + settings.port() + ": connection refused");
        } catch (SocketTimeoutException e) {
            say("cannot connect to " + settings.host() + ":" + settings.port() + ": no answer");
        } catch (UnknownHostException e) {
            say("cannot connect: unknown host " + settings.host());
        } catch (IOException e) {
            say("cannot connect to " + settings.host() + ":" + settings.port() + ": " + e.getMessage());
        }
        return Optional.empty();
    }

    private ConnectionListener<ServerMessage, ClientCommand> recorded(
            ConnectionListener<ServerMessage, ClientCommand> listener) {
        return recorder.isPresent() ? CrossfireRecording.tapping(recorder.get(), listener) : listener;
    }

    @Override
    public CrossfireSession session(Connection<ServerMessage, ClientCommand> connection) {
        Link link = new Link() {
            @Override
            public void send(ClientCommand command) {
                connection.send(command);
            }

            @Override
            public void hangUp() {
                new Thread(() -> connection.closeAfterSending(Duration.ofSeconds(2)), "hang-up").start();
            }
        };
        CrossfireSession session = new CrossfireSession(settings.login(), link, System::nanoTime, "ohol-tui");
        session.start();
        return session;
    }

    @Override
    public <F> ExitCode play(
            Mailbox<NetEvent<ServerMessage>, F> mailbox,
            CrossfireSession session,
            FrontEnd<F, PlayerAction, CrossfireEvent> front,
            Connection<ServerMessage, ClientCommand> connection)
            throws InterruptedException {
        try {
            Game<NetEvent<ServerMessage>, PlayerAction, CrossfireEvent> game =
                    recorder.isPresent() ? CrossfireRecording.game(session, recorder.get()) : session;
            return SessionLoop.live(mailbox, game, front, PlayerAction::pauseNanos)
                    .run();
        } finally {
            connection.close();
            out.flush();
        }
    }

    @Override
    public void say(String line) {
        err.println("ohol-tui: " + line);
        err.flush();
    }

    private static String read(Path file) {
        try {
            if (Files.size(file) > MAX_FILE) {
                throw new IllegalArgumentException(file + " is larger than " + MAX_FILE + " bytes");
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }
}
