package ohol.tui.onelife.ui;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.term.Rect;

/**
 * Where each pane goes for a terminal size. The map takes what the panes leave: two status rows
 * on top; the look line and the chat line at the bottom; speech and events in a column on the
 * right when the terminal is wide, else in a strip above the look line; the list of what is
 * near, when wanted, in a column right of the map (from {@link #NEAR_MIN_COLS}×{@link
 * #NEAR_MIN_ROWS} on: smaller terminals fold it away). Below {@link #MIN_COLS}×{@link #MIN_ROWS}
 * there is no layout: the screen shows a short message.
 */
public record Layout(Map<Pane, Rect> panes) {
    public static final int MIN_COLS = 40;
    public static final int MIN_ROWS = 12;
    /** From this width on, speech and events sit in a right-hand column. */
    public static final int WIDE = 100;
    /** The smallest terminal with room for the list of what is near beside a useful map. */
    public static final int NEAR_MIN_COLS = 80;

    public static final int NEAR_MIN_ROWS = 20;
    /** The list's width on a standard terminal (its dividing line included), and at most on a wide one. */
    static final int NEAR_COLS = 24;

    static final int NEAR_MAX_COLS = 40;

    public enum Pane {
        STATUS,
        MAP,
        SPEECH,
        EVENTS,
        LOOK,
        CHAT,
        NEAR
    }

    public Layout {
        panes = Map.copyOf(panes);
    }

    public Rect get(Pane pane) {
        return panes.get(pane);
    }

    /** A pane that is laid out only sometimes (the list of what is near). */
    public Optional<Rect> find(Pane pane) {
        return Optional.ofNullable(panes.get(pane));
    }

    /** The pane at a screen cell, for mouse clicks. */
    public Optional<Pane> paneAt(int col, int row) {
        return panes.entrySet().stream()
                .filter(e -> e.getValue().contains(col, row))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /** What an overlay that takes the whole screen covers: every row between the status pane and the chat line. */
    public Rect wholeScreen() {
        Rect status = get(Pane.STATUS);
        Rect chat = get(Pane.CHAT);
        int top = status.row() + status.rows();
        return new Rect(0, top, status.cols(), chat.row() - top);
    }

    /** The layout without the list of what is near. */
    public static Optional<Layout> compute(int cols, int rows) {
        return compute(cols, rows, false);
    }

    /** Whether a terminal of this size has room for the list of what is near. */
    public static boolean fitsNear(int cols, int rows) {
        return cols >= NEAR_MIN_COLS && rows >= NEAR_MIN_ROWS;
    }

    /** The layout, with the list of what is near when {@code near} and the terminal has room for it. */
    public static Optional<Layout> compute(int cols, int rows, boolean near) {
        if (cols < MIN_COLS || rows < MIN_ROWS) {
            return Optional.empty();
        }
        Map<Pane, Rect> p = new EnumMap<>(Pane.class);
        p.put(Pane.STATUS, new Rect(0, 0, cols, 2));
        p.put(Pane.CHAT, new Rect(0, rows - 1, cols, 1));
        p.put(Pane.LOOK, new Rect(0, rows - 2, cols, 1));
        int middleTop = 2;
        int middleRows = rows - 4;
        boolean withNear = near && fitsNear(cols, rows);
        if (cols >= WIDE) {
            int side = Math.min(48, cols / 3);
            int logCol = cols - side;
            int mapCols = logCol - 1;
            if (withNear) {
                int nearCols = Math.min(NEAR_MAX_COLS, Math.max(NEAR_COLS, cols / 5));
                mapCols -= nearCols;
                p.put(Pane.NEAR, new Rect(mapCols, middleTop, nearCols, middleRows));
            }
            p.put(Pane.MAP, new Rect(0, middleTop, mapCols, middleRows));
            int speechRows = (middleRows * 2 + 2) / 3;
            p.put(Pane.SPEECH, new Rect(logCol, middleTop, side, speechRows));
            p.put(Pane.EVENTS, new Rect(logCol, middleTop + speechRows, side, middleRows - speechRows));
        } else {
            int logRows = Math.max(2, Math.min(6, middleRows / 3));
            int mapRows = middleRows - logRows;
            int mapCols = cols;
            if (withNear) {
                mapCols = cols - NEAR_COLS;
                p.put(Pane.NEAR, new Rect(mapCols, middleTop, NEAR_COLS, mapRows));
            }
            p.put(Pane.MAP, new Rect(0, middleTop, mapCols, mapRows));
            int speechCols = cols >= 60 ? cols * 3 / 5 : cols;
            p.put(Pane.SPEECH, new Rect(0, middleTop + mapRows, speechCols, logRows));
            p.put(Pane.EVENTS, new Rect(speechCols, middleTop + mapRows, cols - speechCols, logRows));
        }
        return Optional.of(new Layout(p));
    }
}
