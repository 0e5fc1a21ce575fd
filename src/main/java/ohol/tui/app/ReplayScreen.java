package ohol.tui.app;

import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;

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
        ExitCode code;
        Optional<String> noLife = Optional.empty();
        try {
            code = ScreenRun.run(
                            screen,
                            mailbox,
                            true,
                            () -> new TerminalApp(
                                    screen,
                                    replay.session(),
                                    mailbox,
                                    ScreenRun.parts(
                                            catalog,
                                            keymap,
                                            theme,
                                            environment,
                                            opened.get().asciiOnly()),
                                    opened.get().bytesSent(),
                                    false,
                                    replay,
                                    replay))
                    .code();
            if (code != ExitCode.HANGUP) {
                noLife = replay.noLife();
            }
        } finally {
            replay.close();
        }
        if (replay.end().orElse(null) instanceof RecordEntry.Damaged d) {
            err.println("ohol-tui: " + d.where() + "; replayed up to there");
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        if (noLife.isPresent()) {
            err.println("ohol-tui: " + noLife.get());
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        return code == ExitCode.HANGUP ? code.status() : ExitCode.OK.status();
    }
}
