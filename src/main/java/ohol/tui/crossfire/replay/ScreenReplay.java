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
 * {@code >}/{@code <} a minute on or back, {@code q} quit; PgUp/PgDn and F are the messages pane's,
 * as live. No other key plays.
 *
 * <p>Thread safety: confined to the thread that runs it; keys come in through a queue.
 */
public final class ScreenReplay implements AutoCloseable {
    /** How far {@code >} and {@code <} move, as in One Hour One Life's replay. */
    static final long SEEK_MILLIS = 60_000;

    /** Opens the recording anew: a seek back replays it from its start. */
    @FunctionalInterface
    public interface Opener {
        RecordingReader open() throws IOException;
    }

    private final Screen screen;
    private final Opener opener;
    private final Keymap<KeyAction> keymap;
    private final Glyphs glyphs;
    private final LongSupplier wall;
    private final ReplayPace pace;
    private RecordingReader reader;
    private CrossfireReplayer replayer;
    private ScreenFront front;
    private Optional<String> trouble = Optional.empty();
    private boolean quit;

    /** Plays {@code reader} (read once: no seek back). */
    public ScreenReplay(
            Screen screen, RecordingReader reader, Keymap<KeyAction> keymap, Glyphs glyphs, LongSupplier wall) {
        this(screen, once(reader), keymap, glyphs, wall);
    }

    /** Plays what {@code opener} opens; a seek back opens it again. */
    public ScreenReplay(Screen screen, Opener opener, Keymap<KeyAction> keymap, Glyphs glyphs, LongSupplier wall) {
        this.screen = screen;
        this.opener = opener;
        this.keymap = keymap;
        this.glyphs = glyphs;
        this.wall = wall;
        this.pace = new ReplayPace(wall);
        try {
            begin();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Opener once(RecordingReader reader) {
        boolean[] opened = {false};
        return () -> {
            if (opened[0]) {
                throw new IOException("the recording was read once, from a stream");
            }
            opened[0] = true;
            return reader;
        };
    }

    /** A replay from the recording's start: a session and a screen of its own. */
    private void begin() throws IOException {
        RecordingReader next = opener.open();
        ScreenFront[] shown = new ScreenFront[1];
        CrossfireReplayer fresh = new CrossfireReplayer(next, new ReplayClock(), e -> shown[0].show(e));
        ScreenFront screenFront = new ScreenFront(screen, fresh.session(), keymap, glyphs, false);
        shown[0] = screenFront;
        fresh.creationAsRecorded();
        if (reader != null) {
            reader.close();
        }
        reader = next;
        replayer = fresh;
        front = screenFront;
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
            case '>' -> seek(pace.millis() + SEEK_MILLIS);
            case '<' -> seek(pace.millis() - SEEK_MILLIS);
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
                + trouble.map(t -> "  " + t).orElse("")
                + "  space pause  +/- speed  . step  </> a minute  PgUp/PgDn messages  q quit";
    }

    /** Pauses, or plays on; at the end there is nothing to play on to (a seek back plays on). */
    private void togglePause() {
        if (pace.paused() && replayer.end().isEmpty()) {
            pace.resumeFrom(replayer.millis());
        } else if (!pace.paused()) {
            pace.pauseAt(pace.millis());
        }
    }

    /**
     * Moves the replay to {@code millis} of the recording, paused or playing as it was: on by
     * playing ahead, back by playing the recording again from its start up to there (a Crossfire
     * recording keeps no checkpoints; its session is small and plays fast).
     */
    private void seek(long millis) {
        long to = Math.max(0, millis);
        trouble = Optional.empty();
        if (to < replayer.millis()) {
            try {
                begin();
            } catch (IOException e) {
                trouble = Optional.of("cannot go back: " + e.getMessage());
                return;
            }
        }
        replayer.playTo(to);
        long at = replayer.end().isPresent() ? replayer.millis() : to;
        if (replayer.end().isPresent()) {
            pace.pauseAtTheEnd(at);
        } else if (pace.pausedByTheEnd()) {
            pace.resumeFrom(at);
        } else {
            pace.moveTo(at);
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

    /** Closes the recording this replay reads now. */
    @Override
    public void close() throws IOException {
        reader.close();
    }
}
