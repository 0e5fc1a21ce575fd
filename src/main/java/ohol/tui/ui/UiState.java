package ohol.tui.ui;

import java.util.Optional;
import ohol.tui.input.Keymap;
import ohol.tui.world.Position;

/**
 * The screen's own state, apart from the world: mode, cursor, view, scrollback, chat line.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class UiState {
    static final long NOTICE_NANOS = 4_000_000_000L;
    static final int MAX_CHAT = 200;

    Keymap.Mode mode = Keymap.Mode.NORMAL;
    /** The cursor relative to us, so it keeps its place beside us as we walk. */
    int cursorDx;
    int cursorDy;
    boolean edgeScroll;
    Position viewCenter = new Position(0, 0);
    int speechBack;
    StringBuilder chat;
    boolean help;
    boolean confirmQuit;
    private String notice;
    private long noticeUntil;

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
        return us.plus(cursorDx, cursorDy);
    }
}
