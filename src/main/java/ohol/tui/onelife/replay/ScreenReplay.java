package ohol.tui.onelife.replay;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.core.loop.Game;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.replay.ReplayPace;
import ohol.tui.core.replay.ReplayWords;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.ui.ScreenHost;

/**
 * A recording played on the screen: the game the screen's loop drives. The replayed session is
 * played up to where the replay's clock says (the recording's time, run at a speed, paused or
 * not); the screen shows the session as it would a live one, and its queries (look, the near
 * list, family, history, recipes) are answered from the replayed world. The player's game
 * actions are answered, never sent.
 *
 * <p>Seeking goes to the nearest {@link Checkpoint} before the target and plays on from there. A
 * second replayer, the scout, plays the recording ahead of the screen in slices of each round
 * (no thread of its own) and keeps a checkpoint every {@link Checkpoints#FIRST_SPACING} of the
 * recording, fewer and further apart in a long one ({@link Checkpoints} keeps them within a
 * budget): once it is through, a seek anywhere plays at most one spacing of the life.
 *
 * <p>Thread safety: confined to the loop's thread (the recording is read there too, as the
 * screen's keys ask for places in it).
 */
public final class ScreenReplay implements Game<News, Action, SessionEvent>, ScreenHost {
    /** Time the scout may take of each round until it is through the recording. */
    static final long SCOUT_SLICE_NANOS = 8_000_000;
    /** Replay speeds: 0.25x doubling up to 64x. */
    static final double FASTEST = ReplayPace.FASTEST;

    private static final String NOT_SENT = "this is a replay: nothing is sent";

    /** Opens the recording anew (each replayer and each seek reads its own copy). */
    @FunctionalInterface
    public interface Opener {
        RecordingReader open() throws IOException;
    }

    private final Opener opener;
    private final ReplayPace pace;
    private final Replayer shown;
    private final Replayer scout;
    private final Checkpoints checkpoints = new Checkpoints();
    private final List<SessionEvent> outbox = new ArrayList<>();
    private RecordingReader shownReader;
    private RecordingReader scoutReader;
    private boolean muted;
    private Optional<String> trouble = Optional.empty();

    /** Plays what {@code opener} opens into a session of {@code parts}; {@code wall} is the screen's clock. */
    public ScreenReplay(Opener opener, GameSession.Parts parts, LongSupplier wall) throws IOException {
        this.opener = opener;
        this.pace = new ReplayPace(wall);
        this.shownReader = opener.open();
        this.scoutReader = opener.open();
        this.shown = new Replayer(shownReader, parts, new ReplayClock(), e -> {
            if (!muted) {
                outbox.add(e);
            }
        });
        this.scout = new Replayer(scoutReader, parts, new ReplayClock(), e -> {});
        keepCheckpoint();
    }

    /** The session the screen shows. */
    public GameSession session() {
        return shown.session();
    }

    /** How the recording ended, once the screen has played to its end (whole, or damaged: where). */
    public Optional<RecordEntry> end() {
        return shown.end();
    }

    /** Where the replay is, in milliseconds of the recording. */
    public long millis() {
        return shown.millis();
    }

    public boolean paused() {
        return pace.paused();
    }

    public double speed() {
        return pace.speed();
    }

    /** The recording's length, once the scout has been through it. */
    public Optional<Long> length() {
        return scout.end().map(RecordEntry::millis);
    }

    /**
     * Why no life began in the recording, when none did; empty when one did. Plays the scout to
     * the end first unless the screen has shown a life begin.
     */
    public Optional<String> noLife() {
        if (shown.lifeBegan()) {
            return Optional.empty();
        }
        scoutAll();
        return scout.noLife();
    }

    /** Plays the scout to the end: every checkpoint kept, the length known. */
    public void scoutAll() {
        scoutFor(Long.MAX_VALUE);
    }

    // --- the game the loop drives

    @Override
    public void take(News news) {
        // nothing comes from a connection; a Learned only wakes the loop
    }

    @Override
    public boolean ready(Action action) {
        return !(action instanceof Query) || session().ready(action);
    }

    @Override
    public void perform(Action action) {
        action.accept(new Action.Families<Void>() {
            @Override
            public Void tile(TileAction a) {
                return refuse(a);
            }

            @Override
            public Void body(BodyAction a) {
                return refuse(a);
            }

            @Override
            public Void query(Query a) {
                session().perform(a); // answered from the replayed world
                outbox.addAll(session().takeEvents());
                return null;
            }

            @Override
            public Void screen(ScreenAction a) {
                return refuse(a);
            }

            @Override
            public Void script(ScriptAction a) {
                return a instanceof ScriptAction.Wait ? null : refuse(a);
            }
        });
    }

    private Void refuse(Action a) {
        outbox.add(new SessionEvent.Refused(a, NOT_SENT));
        return null;
    }

    @Override
    public void runDue() {
        if (!pace.paused()) {
            shown.playTo(Math.max(shown.millis(), pace.millis()));
            if (shown.end().isPresent()) {
                pace.pauseAtTheEnd(shown.millis());
            }
        }
        if (scout.end().isEmpty()) {
            scoutFor(SCOUT_SLICE_NANOS);
        }
    }

    @Override
    public long nanosUntilDue() {
        long scouting = scout.end().isEmpty() ? SCOUT_SLICE_NANOS : Long.MAX_VALUE;
        if (pace.paused()) {
            return scouting;
        }
        return Math.min(scouting, pace.nanosToRound(shown.nextMillis()));
    }

    @Override
    public List<SessionEvent> takeEvents() {
        List<SessionEvent> out = List.copyOf(outbox);
        outbox.clear();
        return out;
    }

    @Override
    public void idle() {
        session().idle();
    }

    // --- the keys and the line of the screen

    @Override
    public boolean live() {
        return false;
    }

    @Override
    public boolean key(KeyStroke key) {
        if (key.getKeyType() != KeyType.Character || key.isCtrlDown() || key.isAltDown()) {
            return false;
        }
        char c = key.getCharacter();
        switch (c) {
            case ' ' -> togglePause();
            case '+', '=' -> pace.faster();
            case '-', '_' -> pace.slower();
            case '.' -> stepFrame();
            case '>' -> seek(shown.millis() + 60_000);
            case '<' -> seek(shown.millis() - 60_000);
            default -> {
                if (c < '0' || c > '9') {
                    return false;
                }
                scoutAll();
                seek(length().orElse(0L) * (c - '0') / 10);
            }
        }
        return true;
    }

    @Override
    public Optional<String> line() {
        // the clock runs on to the round's end past the last record: the line stops at the length
        String where = ReplayWords.time(Math.min(shown.millis(), length().orElse(Long.MAX_VALUE))) + " / "
                + length().map(ReplayWords::time).orElse(ReplayWords.time(scout.millis()) + "+");
        String state = shown.end().isPresent() ? "at the end" : pace.paused() ? "paused" : "playing";
        StringBuilder b = new StringBuilder("REPLAY " + where + "  " + ReplayWords.speed(pace.speed()) + "  " + state);
        Optional<String> why = trouble.or(() -> shown.end()
                        .filter(e -> e instanceof RecordEntry.Damaged)
                        .map(e -> ((RecordEntry.Damaged) e).where() + "; replayed up to there"))
                .or(scout::noLife);
        if (why.isPresent()) {
            b.append("  ").append(why.get());
        } else {
            b.append("  space pause  +/- speed  . step  </> minute  0-9 seek");
        }
        return Optional.of(b.toString());
    }

    @Override
    public List<String> help() {
        return List.of(
                "Replay (the keys below do nothing else while it plays)",
                "Space         pause, play on (from the start at the end)",
                "+ -           faster, slower: 0.25x to 64x, doubling",
                ".             pause, and play one server frame",
                "> <           a minute on, a minute back",
                "0 1 ... 9     go to 0%, 10%, ... 90% of the recording",
                "q             leave the replay");
    }

    // --- moving about the recording

    /** Pauses, or plays on (from the start again once at the end). */
    public void togglePause() {
        if (pace.paused() && shown.end().isPresent()) {
            seek(0);
            pace.resumeFrom(shown.millis());
        } else if (pace.paused()) {
            pace.resumeFrom(shown.millis());
        } else {
            pace.pauseAt(pace.millis());
        }
    }

    /** Pauses and plays one more server frame. */
    public void stepFrame() {
        if (!pace.paused()) {
            pace.pauseAt(pace.millis());
        }
        shown.stepFrame();
        pace.moveTo(shown.millis());
    }

    /** Goes to {@code millis} into the recording, back or on, playing on or paused as before. */
    public void seek(long millis) {
        long target = Math.max(0, millis);
        if (length().isPresent()) {
            target = Math.min(target, length().get());
        }
        muted = true;
        try {
            Optional<Checkpoint> from = checkpoints.before(target);
            boolean back = target < shown.millis();
            boolean nearer = from.isPresent() && from.get().millis() > shown.millis();
            if (from.isPresent() && (back || nearer)) {
                RecordingReader fresh = opener.open();
                shown.restore(from.get(), fresh);
                closeQuietly(shownReader);
                shownReader = fresh;
            }
            shown.playTo(target);
            trouble = Optional.empty();
        } catch (IOException e) {
            trouble = Optional.of("cannot read the recording again: " + e.getMessage());
        } finally {
            muted = false;
        }
        pace.moveTo(shown.millis());
        if (pace.pausedByTheEnd() && shown.end().isEmpty()) {
            pace.resumeFrom(shown.millis());
        }
    }

    /** Sets the speed (0.25x to 64x), the replay going on from where it is. */
    public void setSpeed(double to) {
        pace.setSpeed(to);
    }

    private void scoutFor(long nanos) {
        long until = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + nanos;
        while (scout.end().isEmpty() && (until == Long.MAX_VALUE || System.nanoTime() < until)) {
            for (int i = 0; i < 64 && scout.step(); i++) {
                if (checkpoints.due(scout.millis())) {
                    keepCheckpoint();
                }
            }
        }
        if (scout.end().isPresent() && scoutReader != null) {
            closeQuietly(scoutReader);
            scoutReader = null;
        }
    }

    private void keepCheckpoint() {
        scout.checkpoint().ifPresent(checkpoints::keep);
    }

    /** Nanoseconds of the screen's clock until the next record is due (at this speed, playing). */
    long nanosToNextRecord() {
        return pace.nanosUntil(shown.nextMillis());
    }

    /** Checkpoints kept so far. */
    int checkpointCount() {
        return checkpoints.count();
    }

    /** Recording time between two checkpoints now. */
    long checkpointSpacing() {
        return checkpoints.spacing();
    }

    /** Closes what the replay reads. */
    public void close() {
        closeQuietly(shownReader);
        if (scoutReader != null) {
            closeQuietly(scoutReader);
        }
    }

    private static void closeQuietly(RecordingReader r) {
        try {
            r.close();
        } catch (IOException e) {
            // a file only read: nothing was lost
        }
    }
}
