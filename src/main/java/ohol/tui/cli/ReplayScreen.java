package ohol.tui.cli;

import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.term.Hangup;
import ohol.tui.core.term.KeyPump;
import ohol.tui.core.term.Palette;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Action;
import ohol.tui.replay.RecordEntry;
import ohol.tui.replay.ScreenReplay;
import ohol.tui.session.News;
import ohol.tui.ui.GlyphTheme;
import ohol.tui.ui.ScreenInput;
import ohol.tui.ui.TerminalApp;

/**
 * {@code replay FILE} on the process's terminal: the normal screen over a {@link ScreenReplay},
 * the keys read on their own thread and posted to the loop's mailbox, as in a live game.
 */
final class ReplayScreen {
    private ReplayScreen() {}

    /** Plays the replay until the player quits; a damaged recording says where it stopped, on leaving. */
    static int run(
            ScreenReplay replay,
            ObjectCatalog catalog,
            Keymap<Action> keymap,
            GlyphTheme theme,
            Map<String, String> environment,
            PrintWriter err)
            throws IOException, InterruptedException, UserError {
        Optional<ClientRunner.OpenScreen> opened = ClientRunner.processTerminal();
        if (opened.isEmpty()) {
            throw new UserError("replay on the screen needs a terminal: use --headless or --cast OUT.cast");
        }
        Screen screen = opened.get().screen();
        Mailbox<News, ScreenInput> mailbox = new Mailbox<>(News::bytes);
        Optional<KeyPump> keys = Optional.empty();
        ExitCode code;
        try (Hangup hangup = Hangup.install(() -> mailbox.input(new ScreenInput.HungUp()))) {
            var parts = new TerminalApp.Parts(
                    catalog,
                    keymap,
                    theme,
                    new Palette(Palette.detect(environment)),
                    System::nanoTime,
                    opened.get().asciiOnly());
            TerminalApp app = new TerminalApp(
                    screen, replay.session(), mailbox, parts, opened.get().bytesSent(), false, replay, replay);
            if (screen instanceof TerminalScreen ts) {
                keys = Optional.of(KeyPump.start(screen, k -> mailbox.input(ScreenInput.fromTerminal(k))));
                ts.getTerminal().addResizeListener((t, size) -> mailbox.input(new ScreenInput.Resized()));
            }
            code = hangup.heard() ? ExitCode.HANGUP : app.run();
        } finally {
            keys.ifPresent(KeyPump::close);
            ClientRunner.stop(screen);
            replay.close();
        }
        if (replay.end().orElse(null) instanceof RecordEntry.Damaged d) {
            err.println("ohol-tui: " + d.where() + "; replayed up to there");
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        return code == ExitCode.HANGUP ? code.status() : ExitCode.OK.status();
    }
}
