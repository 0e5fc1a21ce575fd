package ohol.tui.onelife.ui;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.world.Position;

/**
 * The screen's own state, apart from the world: mode, cursor, view, scrollback, chat line.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class UiState {
    static final long NOTICE_NANOS = 4_000_000_000L;
    static final int MAX_CHAT = 200;

    KeyMode mode = KeymapLoader.NORMAL;
    /**
     * The tile the cursor is on; empty while the cursor simply marks our own tile. A tile looked
     * at (look mode, Tab, a search, a click) holds it until an action or Esc; one picked in
     * target mode ({@link #cursorPicked}) stays put as we walk, to pick a bush again and again,
     * until Esc.
     */
    Optional<Position> cursorTile = Optional.empty();

    /** Whether the cursor's tile was picked on purpose (target mode, recall), not just looked at. */
    boolean cursorPicked;
    /** The tile the last look ended on, for {@code recall}. */
    Optional<Position> lastLooked = Optional.empty();

    boolean edgeScroll;
    Position viewCenter = new Position(0, 0);
    int speechBack;
    /** The chat line, while it is open. */
    LineEditor chat;
    /** The lines entered at each kind of prompt, for Up and Down. */
    private final Map<String, LineHistory> histories = new HashMap<>();

    Optional<Overlay> overlay = Optional.empty();
    boolean confirmQuit;
    /** A baby's death asked for: waiting for y or n. */
    boolean confirmDie;
    /** The player said yes: the death that follows is not asked about again. */
    boolean dieConfirmed;
    /** Where the last frame put the panes (where a click lands, what the map shows). */
    Optional<Layout> layout = Optional.empty();

    private String notice;
    private long noticeUntil;

    /** The lines entered before at prompts of one kind ("say", "search", a verb's name). */
    LineHistory history(String kind) {
        return histories.computeIfAbsent(kind, k -> new LineHistory());
    }

    void notice(String text, long now) {
        notice = text;
        noticeUntil = now + NOTICE_NANOS;
    }

    Optional<String> notice(long now) {
        return notice != null && now < noticeUntil ? Optional.of(notice) : Optional.empty();
    }

    void clearNotice() {
        notice = null;
    }

    Position cursor(Position us) {
        return cursorTile.orElse(us);
    }

    void moveCursor(Position us, int dx, int dy) {
        lookAt(cursor(us).plus(dx, dy));
    }

    /** Puts the cursor on {@code tile}: picked in target mode, else only looked at. */
    void lookAt(Position tile) {
        cursorTile = Optional.of(tile);
        cursorPicked = mode.equals(KeymapLoader.TARGET);
    }

    /** A look ends (an action, a look closed): a cursor only looking goes home, its tile remembered. */
    void endLook() {
        if (!cursorPicked) {
            home();
        }
    }

    /** The cursor goes home, whatever put it where it is (Esc, a new life); its tile is remembered. */
    void home() {
        cursorTile.ifPresent(t -> lastLooked = Optional.of(t));
        cursorTile = Optional.empty();
        cursorPicked = false;
    }
}
