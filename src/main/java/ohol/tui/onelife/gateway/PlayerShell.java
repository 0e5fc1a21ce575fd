package ohol.tui.onelife.gateway;

import com.googlecode.lanterna.TerminalSize;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.Secret;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.KeyPump;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.net.LoginStep;
import ohol.tui.onelife.session.Connector;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.LifeLogins;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.ServerDoor;
import ohol.tui.onelife.ui.TerminalApp;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.Signal;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/**
 * One player's client: the screen front-end on a terminal over the SSH channel's streams, its
 * own loop on a thread of its own, its own game connection. It ends on its own when the player
 * quits, the channel closes, the input breaks a limit, or the gateway ends it (idle, stopping);
 * whatever happens in it, only it ends.
 */
final class PlayerShell implements Command, Runnable {

    private final Gateway.Context context;
    private final int number;
    private final Mailbox<News, ScreenInput> mailbox = new Mailbox<>(News::bytes);
    private final AtomicBoolean resizeAsked = new AtomicBoolean();
    private InputStream in;
    private OutputStream out;
    private ExitCallback exit;
    private String fingerprint = "?";
    private String address = "?";
    private Environment environment;
    private org.apache.sshd.server.session.ServerSession session;
    private GuardedInput input;
    private ChannelTerminal terminal;
    private TerminalOutput output;
    private Thread thread;
    private volatile Optional<String> endedBy = Optional.empty();
    /** The account the form gave, to remember once it has logged in (when the player asked). */
    private AccountForm.Choice pending;
    /** The practice world's email for this session, while it holds one. */
    private PracticeNames.Name practiceName;

    PlayerShell(Gateway.Context context, int number) {
        this.context = context;
        this.number = number;
    }

    @Override
    public void setInputStream(InputStream in) {
        this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        // the screen has one stream: the terminal
    }

    @Override
    public void setExitCallback(ExitCallback callback) {
        this.exit = callback;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
        this.environment = env;
        this.fingerprint = KeyCheck.fingerprintOf(channel.getServerSession());
        this.address = Admission.address(channel.getServerSession());
        this.session = channel.getServerSession();
        Limits limits = context.limits();
        this.input = new GuardedInput(
                in,
                limits.inputBytesPerSecond(),
                limits.inputBurst(),
                System::nanoTime,
                java.util.concurrent.TimeUnit.NANOSECONDS::sleep);
        this.output = new TerminalOutput(out);
        this.terminal = new ChannelTerminal(input, output, size(env));
        env.addSignalListener((c, signal) -> askResize(), Signal.WINCH);
        thread = new Thread(this, "ohol-tui ssh player " + number);
        thread.setDaemon(true);
        context.players().add(this);
        Admission.playerStarts(session);
        thread.start();
    }

    private TerminalSize size(Environment env) {
        Map<String, String> vars = env.getEnv();
        return new TerminalSize(
                context.limits().columns(number(vars.get(Environment.ENV_COLUMNS), 80)),
                context.limits().rows(number(vars.get(Environment.ENV_LINES), 24)));
    }

    private static int number(String text, int otherwise) {
        try {
            return text == null ? otherwise : Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /**
     * On MINA's thread: the new size is handed to the screen on a thread that may wait for it (the
     * screen is locked while a frame goes out), at most one hand-over waiting per player however
     * many window changes come.
     */
    private void askResize() {
        if (resizeAsked.compareAndSet(false, true)) {
            context.resizes().execute(() -> {
                resizeAsked.set(false);
                terminal.resized(size(environment));
                mailbox.input(new ScreenInput.Resized());
            });
        }
    }

    @Override
    public void run() {
        String why = "the player left";
        try {
            why = play();
        } catch (InterruptedException e) {
            why = endedBy.orElse("interrupted");
        } catch (IOException e) {
            why = endedBy.or(input::breach).orElse("the terminal went away (" + e.getMessage() + ")");
        } catch (RuntimeException | Error e) {
            why = "it failed: " + e;
            context.log().line("player " + number + " failed: " + e);
        } finally {
            if (practiceName != null) {
                context.practiceNames().release(practiceName);
            }
            context.players().remove(this);
            Admission.playerEnds(session);
            context.log().line("player " + number + " from " + address + " key " + fingerprint + " ended: " + why);
            exit.onExit(0, why);
        }
    }

    private String play() throws IOException, InterruptedException {
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen();
        Optional<KeyPump> keys = Optional.empty();
        GameSession session = null;
        try {
            Optional<LoginDetails> login = login(screen);
            if (login.isEmpty()) {
                return "the player left before playing";
            }
            session = new GameSession(
                    new GameSession.Parts(
                            context.table().catalog(),
                            context.table().transitions(),
                            context.table().biomes(),
                            System::nanoTime),
                    context.knowledge(),
                    connector(login.get()),
                    mailbox::news);
            try {
                session.begin();
            } catch (LoginException e) {
                farewell(screen, "The login was refused: " + ServerText.clean(e.getMessage()));
                return "login refused";
            }
            if (pending != null && pending.remember()) {
                context.accounts().remember(fingerprint, pending.account());
            }
            var parts = new TerminalApp.Parts(
                    context.table().catalog(),
                    context.table().keymap(),
                    context.table().theme(),
                    new Palette(Palette.detect(environment.getEnv())),
                    System::nanoTime,
                    context.table().ascii());
            TerminalApp app = new TerminalApp(screen, session, mailbox, parts, output::bytesWritten, false);
            app.spaceNewsFrames(() -> NewsFrames.spacing(context.players().count()));
            keys = Optional.of(KeyPump.start(screen, k -> mailbox.input(ScreenInput.fromTerminal(k))));
            ohol.tui.core.loop.ExitCode code;
            try {
                code = app.run();
            } catch (InterruptedException e) {
                Thread.interrupted(); // the farewell must still be written
                String why = endedBy.orElse("interrupted");
                farewell(screen, "ohol-tui: " + why);
                return why;
            }
            String why = endedBy.or(input::breach).orElse("the player left (status " + code.status() + ")");
            if (endedBy.isPresent() || input.breach().isPresent()) {
                farewell(screen, "ohol-tui: " + why);
            }
            return why;
        } finally {
            keys.ifPresent(KeyPump::close);
            if (session != null) {
                session.quit(Duration.ofSeconds(1));
            }
            leave(screen);
        }
    }

    private Optional<LoginDetails> login(DeltaScreen screen) throws IOException {
        Where where = context.where();
        if (!where.asksAccount()) {
            practiceName = context.practiceNames().take(fingerprint);
            return Optional.of(new LoginDetails(
                    LoginDetails.DEFAULT_TAG,
                    practiceName.email(),
                    where.password(),
                    new Secret("PRACTICE"),
                    0,
                    false,
                    Optional.empty(),
                    0));
        }
        Optional<AccountForm.Choice> choice = new AccountForm(screen).ask(context.accounts(), fingerprint, null);
        pending = choice.orElse(null);
        return choice.map(c -> new LoginDetails(
                LoginDetails.DEFAULT_TAG,
                c.account().email(),
                where.password(),
                c.account().key(),
                0,
                false,
                Optional.empty(),
                0,
                context.table().dataVersion()));
    }

    /**
     * Each life through the one door into a server's world: its era found from the greeting (a
     * gateway before a 2016 server plays it in its own words), what it says logged as this player's.
     */
    private Connector connector(LoginDetails first) {
        return new LifeLogins(first, (login, inbox) -> {
            Where.Server server = context.where().serverFor(login.email());
            ServerDoor door = new ServerDoor(server.host(), server.port(), Optional.empty(), this::log);
            return door.open(login, wire -> new Inbox<>(inbox), LoginStep.Listener.NONE);
        });
    }

    private void log(String line) {
        context.log().line("player " + number + ": " + line);
    }

    /** Says why on the screen's last state, then leaves: the player's terminal keeps the line. */
    private void farewell(DeltaScreen screen, String line) {
        leave(screen);
        try {
            output.write(("\r\n" + ServerText.clean(line) + "\r\n").getBytes(StandardCharsets.UTF_8));
            output.flush();
        } catch (IOException | RuntimeException e) {
            // the channel is gone
        }
    }

    /** Leaves the screen without reading what input waits (it may be what broke the limits). */
    private void leave(DeltaScreen screen) {
        try {
            screen.stopScreen(false);
            output.flush();
        } catch (IOException | RuntimeException e) {
            // the channel is gone: nothing to give back
        }
    }

    /** Ends this player's session from another thread, saying why. */
    void end(String why) {
        endedBy = Optional.of(why);
        Thread t = thread;
        if (t != null) {
            t.interrupt();
        }
    }

    /** When the player last sent a byte, in {@link System#nanoTime()}'s nanoseconds. */
    long lastInputNanos() {
        return input.lastInputNanos();
    }

    /** Waits up to {@code timeout} for this player's thread to end. */
    boolean awaitEnd(Duration timeout) throws InterruptedException {
        Thread t = thread;
        if (t != null) {
            t.join(Math.max(1, timeout.toMillis()));
            return !t.isAlive();
        }
        return true;
    }

    @Override
    public void destroy(ChannelSession channel) {
        if (endedBy.isEmpty()) {
            end("the SSH channel closed");
        }
    }
}
