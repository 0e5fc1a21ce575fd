package ohol.tui.ui;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.input.KeymapLoader;
import ohol.tui.world.Position;

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
     * The tile the cursor was put on, which stays put as we walk (to pick a bush again and
     * again); empty while the cursor simply marks our own tile.
     */
    Optional<Position> cursorTile = Optional.empty();

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
        cursorTile = Optional.of(cursor(us).plus(dx, dy));
    }
}
