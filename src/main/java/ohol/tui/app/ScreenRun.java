package ohol.tui.app;

import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;

/** The screen run on the process's terminal until the player leaves: what a life and a replay share. */
final class ScreenRun {
    private ScreenRun() {}

    /** What a screen on this terminal is drawn with; {@code ascii} when it may show only ASCII. */
    static TerminalApp.Parts parts(
            ObjectCatalog catalog,
            Keymap<Action> keymap,
            GlyphTheme theme,
            Map<String, String> environment,
            boolean ascii) {
        return new TerminalApp.Parts(
                catalog, keymap, theme, new Palette(Palette.detect(environment)), System::nanoTime, ascii);
    }

    /**
     * Whether the keys of {@code opened} are read on a thread of their own and posted to the
     * mailbox: a real terminal's are; a test's virtual terminal is driven directly.
     */
    static boolean pumped(ClientRunner.OpenScreen opened) {
        return opened.readKeysOnTheirThread() && opened.screen() instanceof TerminalScreen;
    }

    /** How a screen's run ended, and the screen's app, which knows why a connection closed. */
    record Ended(ExitCode code, TerminalApp app) {}

    /**
     * Runs the app {@code made} on {@code screen} until it ends. A hang-up and, when {@code pumped},
     * the keys and resizes are posted to {@code mailbox}; the screen is stopped on every way out,
     * a failure to make the app included.
     */
    static Ended run(Screen screen, Mailbox<News, ScreenInput> mailbox, boolean pumped, Supplier<TerminalApp> made)
            throws IOException, InterruptedException {
        TerminalApp[] app = new TerminalApp[1];
        Optional<ExitCode> code = ohol.tui.core.term.ScreenRun.run(screen, pumped, mailbox::input, () -> {
            app[0] = made.get();
            return app[0].run();
        });
        return new Ended(code.orElse(ExitCode.HANGUP), app[0]);
    }
}
