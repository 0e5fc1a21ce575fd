package ohol.tui.crossfire.ui;

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
import ohol.tui.core.term.ScreenInput;
import ohol.tui.core.term.ScreenRun;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.core.term.TtyTerminal;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Table;

/** Crossfire on the process's own terminal: the core's TTY, delta screen, key thread and hangup. */
public final class ScreenClient {
    private ScreenClient() {}

    public static ExitCode run(
            Table client,
            Glyphs glyphs,
            Optional<String> keymapText,
            String keymapSource,
            Optional<MessageFile> messageLog,
            Optional<java.nio.file.Path> bindings)
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
        java.util.concurrent.atomic.AtomicReference<CrossfireSession> played =
                new java.util.concurrent.atomic.AtomicReference<>();
        ExitCode code = ScreenRun.run(screen, true, mailbox::input, () -> {
                    CrossfireSession session = client.session(connection.get());
                    played.set(session);
                    return client.play(
                            mailbox,
                            session,
                            new ScreenFront(screen, session, keymap, glyphs, false, messageLog, bindings),
                            connection.get());
                })
                .orElse(ExitCode.HANGUP);
        // the screen is gone: a line on the terminal the player gets back says why it ended
        Optional.ofNullable(played.get()).flatMap(CrossfireSession::farewell).ifPresent(client::say);
        return code;
    }
}
