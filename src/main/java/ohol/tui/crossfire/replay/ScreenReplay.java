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
import ohol.tui.core.replay.Clock;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.KeyAction;
import ohol.tui.crossfire.ui.ScreenFront;

/**
 * A Crossfire recording on the screen: the live screen ({@link ScreenFront}) drawn from the
 * replayed session as the recording's time passes, at a speed (0.25x doubling up to 64x), paused
 * or stepped; the bottom line says where the replay is and its keys, the keys of One Hour One
 * Life's replay where they mean the same: space pause, {@code +}/{@code -} speed, {@code .} step,
 * {@code q} quit; PgUp/PgDn and F are the messages pane's, as live. No other key plays.
 *
 * <p>Thread safety: confined to the thread that runs it; keys come in through a queue.
 */
public final class ScreenReplay {
    static final double SLOWEST = 0.25;
    static final double FASTEST = 64;
    /** Longest wait between two rounds: the bottom line's clock moves at least this often. */
    static final long ROUND_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final Screen screen;
    private final CrossfireReplayer replayer;
    private final ScreenFront front;
    private final LongSupplier wall;
    private double speed = 1;
    private boolean paused;
    private boolean quit;
    /** The recording's time and the wall's when the speed or the pause last changed. */
    private long anchorMillis;

    private long anchorWall;

    public ScreenReplay(
            Screen screen, RecordingReader reader, Keymap<KeyAction> keymap, Glyphs glyphs, LongSupplier wall) {
        this.screen = screen;
        this.wall = wall;
        ScreenFront[] shown = new ScreenFront[1];
        this.replayer = new CrossfireReplayer(reader, new ReplayClock(), e -> shown[0].show(e));
        this.front = new ScreenFront(screen, replayer.session(), keymap, glyphs, false);
        shown[0] = front;
        replayer.creationAsRecorded();
        this.anchorWall = wall.getAsLong();
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
            case ' ' -> pause(!paused);
            case '+', '=' -> speed(Math.min(FASTEST, speed * 2));
            case '-', '_' -> speed(Math.max(SLOWEST, speed / 2));
            case '.' -> step();
            case 'F' -> front.read(k);
            default -> {
                // not a replay's key: nothing is played
            }
        }
    }

    /** Plays up to where the replay's time is, draws, and returns nanoseconds until the next round. */
    public long round() {
        if (!paused) {
            replayer.playTo(at());
            if (replayer.end().isPresent()) {
                pause(true);
            }
        }
        front.frame(wall.getAsLong());
        drawStatus();
        if (paused) {
            return ROUND_NANOS;
        }
        long ahead = Math.max(0, replayer.nextMillis() - at());
        return Math.min(ROUND_NANOS, (long) (ahead * 1_000_000 / speed));
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
        String state = replayer.end().isPresent() ? "at the end" : paused ? "paused" : "playing";
        return "REPLAY " + Clock.words(replayer.millis()) + "  " + speedWords() + "  " + state
                + "  space pause  +/- speed  . step  PgUp/PgDn messages  q quit";
    }

    private String speedWords() {
        return speed < 1 ? (speed == 0.5 ? "1/2x" : "1/4x") : (long) speed + "x";
    }

    private long at() {
        return paused ? anchorMillis : anchorMillis + (long) ((wall.getAsLong() - anchorWall) / 1e6 * speed);
    }

    private void pause(boolean on) {
        anchorMillis = on ? Math.max(replayer.millis(), at()) : replayer.millis();
        anchorWall = wall.getAsLong();
        paused = on;
    }

    private void speed(double to) {
        anchorMillis = at();
        anchorWall = wall.getAsLong();
        speed = to;
    }

    /** Pauses, and plays the next moment of the recording (every record of its millisecond). */
    private void step() {
        pause(true);
        replayer.playTo(replayer.nextMillis());
        anchorMillis = replayer.millis();
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
