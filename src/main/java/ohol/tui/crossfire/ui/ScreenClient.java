package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.screen.Screen;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.Hangup;
import ohol.tui.core.term.KeyPump;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.core.term.TtyTerminal;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Table;

/** Crossfire on the process's own terminal: the core's TTY, delta screen, key thread and hangup. */
public final class ScreenClient {
    private ScreenClient() {}

    public static ExitCode run(Table client, Glyphs glyphs, Optional<String> keymapText, String keymapSource)
            throws IOException, InterruptedException {
        Keymap<KeyAction> keymap =
                keymapText.isPresent() ? Keys.with(keymapText.get(), keymapSource, w -> {}) : Keys.defaults();
        if (System.console() == null) {
            throw new IllegalArgumentException("the screen needs a terminal; use --headless to script the client");
        }
        Mailbox<NetEvent<ServerMessage>, ScreenInput> mailbox = new Mailbox<>(NetEvent::bytes);
        Optional<Connection<ServerMessage, ClientCommand>> connection = client.connect(mailbox);
        if (connection.isEmpty()) {
            return ExitCode.LOGIN_FAILED;
        }
        System.out.flush();
        TerminalOutput output = new TerminalOutput(new FileOutputStream(FileDescriptor.out));
        TtyTerminal terminal = new TtyTerminal(System.in, output, StandardCharsets.UTF_8);
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen();
        Optional<KeyPump> keys = Optional.empty();
        try (Hangup hangup = Hangup.install(() -> mailbox.input(new ScreenInput.HungUp()))) {
            CrossfireSession session = client.session(connection.get());
            keys = Optional.of(KeyPump.start(screen, k -> mailbox.input(ScreenInput.fromTerminal(k))));
            terminal.addResizeListener((t, size) -> mailbox.input(new ScreenInput.Resized()));
            ExitCode code = client.play(
                    mailbox, session, new ScreenFront(screen, session, keymap, glyphs, false), connection.get());
            return hangup.heard() ? ExitCode.HANGUP : code;
        } finally {
            keys.ifPresent(KeyPump::close);
            stop(screen);
        }
    }

    private static void stop(Screen screen) {
        try {
            screen.stopScreen();
        } catch (IOException | RuntimeException e) {
            // a terminal that hung up cannot be restored
        }
    }
}
