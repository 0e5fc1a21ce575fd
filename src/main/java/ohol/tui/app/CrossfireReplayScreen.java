package ohol.tui.app;

import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.replay.ScreenReplay;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.Keys;

/** {@code replay FILE} of a Crossfire recording on the process's terminal, the keys read on their own thread. */
final class CrossfireReplayScreen {
    private CrossfireReplayScreen() {}

    static int run(ScreenReplay.Opener recording, PrintWriter err) throws IOException, InterruptedException, UserError {
        Optional<ClientRunner.OpenScreen> opened = ClientRunner.processTerminal();
        if (opened.isEmpty()) {
            throw new UserError("replay on the screen needs a terminal: use --headless");
        }
        Screen screen = opened.get().screen();
        LinkedBlockingQueue<ScreenInput> keys = new LinkedBlockingQueue<>();
        try (ScreenReplay replay =
                new ScreenReplay(screen, recording, Keys.defaults(), Glyphs.defaults(), System::nanoTime)) {
            ExitCode code = ohol.tui.core.term.ScreenRun.run(screen, true, keys::add, () -> replay.run(keys))
                    .orElse(ExitCode.HANGUP);
            if (replay.end().orElse(null) instanceof RecordEntry.Damaged d) {
                err.println("ohol-tui: " + d.where() + "; replayed up to there");
                err.flush();
                return ExitCode.USER_ERROR.status();
            }
            return code.status();
        }
    }
}
