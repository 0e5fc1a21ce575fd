package ohol.tui.ui;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where each pane goes for a terminal size. The map takes what the panes leave: two status rows
 * on top; the look line and the chat line at the bottom; speech and events in a column on the
 * right when the terminal is wide, else in a strip above the look line. Below
 * {@link #MIN_COLS}×{@link #MIN_ROWS} there is no layout: the screen shows a short message.
 */
public record Layout(Map<Pane, Rect> panes) {
    public static final int MIN_COLS = 40;
    public static final int MIN_ROWS = 12;
    /** From this width on, speech and events sit in a right-hand column. */
    public static final int WIDE = 100;

    public enum Pane { STATUS, MAP, SPEECH, EVENTS, LOOK, CHAT }

    public Layout {
        panes = Map.copyOf(panes);
    }

    public Rect get(Pane pane) {
        return panes.get(pane);
    }

    /** The pane at a screen cell, for mouse clicks. */
    public Optional<Pane> paneAt(int col, int row) {
        return panes.entrySet().stream().filter(e -> e.getValue().contains(col, row)).map(Map.Entry::getKey).findFirst();
    }

    public static Optional<Layout> compute(int cols, int rows) {
        if (cols < MIN_COLS || rows < MIN_ROWS) {
            return Optional.empty();
        }
        Map<Pane, Rect> p = new EnumMap<>(Pane.class);
        p.put(Pane.STATUS, new Rect(0, 0, cols, 2));
        p.put(Pane.CHAT, new Rect(0, rows - 1, cols, 1));
        p.put(Pane.LOOK, new Rect(0, rows - 2, cols, 1));
        int middleTop = 2;
        int middleRows = rows - 4;
        if (cols >= WIDE) {
            int side = Math.min(48, cols / 3);
            int mapCols = cols - side - 1;
            p.put(Pane.MAP, new Rect(0, middleTop, mapCols, middleRows));
            int speechRows = (middleRows * 2 + 2) / 3;
            p.put(Pane.SPEECH, new Rect(mapCols + 1, middleTop, side, speechRows));
            p.put(Pane.EVENTS, new Rect(mapCols + 1, middleTop + speechRows, side, middleRows - speechRows));
        } else {
            int logRows = Math.max(2, Math.min(6, middleRows / 3));
            int mapRows = middleRows - logRows;
            p.put(Pane.MAP, new Rect(0, middleTop, cols, mapRows));
            int speechCols = cols >= 60 ? cols * 3 / 5 : cols;
            p.put(Pane.SPEECH, new Rect(0, middleTop + mapRows, speechCols, logRows));
            p.put(Pane.EVENTS, new Rect(speechCols, middleTop + mapRows, cols - speechCols, logRows));
        }
        return Optional.of(new Layout(p));
    }
}
