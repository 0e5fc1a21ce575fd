package ohol.tui.crossfire.replay;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.replay.ReplayPace;
import ohol.tui.core.replay.ReplayWords;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.KeyAction;
import ohol.tui.crossfire.ui.ScreenFront;

/**
 * A Crossfire recording on the screen: the live screen ({@link ScreenFront}) drawn from the
 * replayed session as the recording's time passes ({@link ReplayPace}: at a speed, paused or
 * stepped); the bottom line says where the replay is and its keys, the keys of One Hour One
 * Life's replay where they mean the same: space pause, {@code +}/{@code -} speed, {@code .} step,
 * {@code q} quit; PgUp/PgDn and F are the messages pane's, as live. No other key plays.
 *
 * <p>Thread safety: confined to the thread that runs it; keys come in through a queue.
 */
public final class ScreenReplay {
    private final Screen screen;
    private final CrossfireReplayer replayer;
    private final ScreenFront front;
    private final LongSupplier wall;
    private final ReplayPace pace;
    private boolean quit;

    public ScreenReplay(
            Screen screen, RecordingReader reader, Keymap<KeyAction> keymap, Glyphs glyphs, LongSupplier wall) {
        this.screen = screen;
        this.wall = wall;
        ScreenFront[] shown = new ScreenFront[1];
        this.replayer = new CrossfireReplayer(reader, new ReplayClock(), e -> shown[0].show(e));
        this.front = new ScreenFront(screen, replayer.session(), keymap, glyphs, false);
        shown[0] = front;
        replayer.creationAsRecorded();
        this.pace = new ReplayPace(wall);
    }

    /** Plays until {@code q} (or the terminal hangs up), keys from {@code keys}. */
    public ExitCode run(BlockingQueue<ScreenInput> keys) throws InterruptedException {
        long wait = round();
        while (!quit) {
            ScreenInput in = keys.poll(Math.max(1, wait), TimeUnit.NANOSECONDS);
            if (in instanceof ScreenInput.HungUp) {
                return ExitCode.HANGUP;
            }
            if (in != null) {
                read(in);
            }
            wait = round();
        }
        return ExitCode.OK;
    }

    /** One key or resize; false once it quit. */
    public boolean read(ScreenInput input) {
        if (input instanceof ScreenInput.Key k) {
            key(k);
        } else {
            front.read(input); // a resize: the next frame fits
        }
        return !quit;
    }

    private void key(ScreenInput.Key k) {
        KeyStroke key = k.key();
        KeyType type = key.getKeyType();
        if (type == KeyType.PageUp || type == KeyType.PageDown) {
            front.read(k); // the messages pane's own keys, as live: they make no action
            return;
        }
        if (type == KeyType.Escape) {
            quit = true;
            return;
        }
        if (type != KeyType.Character || key.isCtrlDown() || key.isAltDown()) {
            return;
        }
        switch (key.getCharacter()) {
            case 'q', 'Q' -> quit = true;
            case ' ' -> togglePause();
            case '+', '=' -> pace.faster();
            case '-', '_' -> pace.slower();
            case '.' -> step();
            case 'F' -> front.read(k);
            default -> {
                // not a replay's key: nothing is played
            }
        }
    }

    /** Plays up to where the replay's time is, draws, and returns nanoseconds until the next round. */
    public long round() {
        if (!pace.paused()) {
            replayer.playTo(Math.max(replayer.millis(), pace.millis()));
            if (replayer.end().isPresent()) {
                pace.pauseAtTheEnd(replayer.millis());
            }
        }
        front.frame(wall.getAsLong());
        drawStatus();
        return pace.nanosToRound(replayer.nextMillis());
    }

    /** Milliseconds of the recording from where the replay is to its next record (0 at the end). */
    public long millisToNextRecord() {
        return Math.max(0, replayer.nextMillis() - replayer.millis());
    }

    /** How the recording ended, once it has. */
    public Optional<RecordEntry> end() {
        return replayer.end();
    }

    /** What the bottom line says now. */
    public String status() {
        String state = replayer.end().isPresent() ? "at the end" : pace.paused() ? "paused" : "playing";
        return "REPLAY " + ReplayWords.time(replayer.millis()) + "  " + ReplayWords.speed(pace.speed()) + "  " + state
                + "  space pause  +/- speed  . step  PgUp/PgDn messages  q quit";
    }

    /** Pauses, or plays on; at the end there is nothing to play on to (no seek back yet). */
    private void togglePause() {
        if (pace.paused() && replayer.end().isEmpty()) {
            pace.resumeFrom(replayer.millis());
        } else if (!pace.paused()) {
            pace.pauseAt(pace.millis());
        }
    }

    /** Pauses, and plays the next moment of the recording (every record of its millisecond). */
    private void step() {
        if (!pace.paused()) {
            pace.pauseAt(pace.millis());
        }
        replayer.playTo(Math.max(replayer.millis(), replayer.nextMillis()));
        pace.moveTo(replayer.millis());
    }

    private void drawStatus() {
        TerminalSize size = screen.getTerminalSize();
        TextGraphics g = screen.newTextGraphics();
        g.setForegroundColor(TextColor.ANSI.BLACK);
        g.setBackgroundColor(TextColor.ANSI.CYAN);
        String line = status();
        int columns = size.getColumns();
        String shown = line.length() > columns ? line.substring(0, columns) : line;
        g.putString(0, size.getRows() - 1, shown + " ".repeat(Math.max(0, columns - shown.length())));
        try {
            screen.refresh(Screen.RefreshType.DELTA);
        } catch (IOException e) {
            quit = true; // the terminal is gone
        }
    }
}
