package ohol.tui.crossfire.ui;

/**
 * Where each pane goes on a terminal of {@code columns} by {@code rows}: the map at the top left,
 * the side panel (stats, what lies here, the pack) beside it, as tall as the map, the messages
 * under both across the whole width, and the bottom line. No pane draws into another's rows.
 *
 * @param mapColumns the map's columns shown (the view cut to its room)
 * @param mapRows the map's rows shown
 * @param side the side panel's first column
 * @param top the rows of the map and the side panel; the messages begin below them
 */
record Layout(int columns, int rows, int mapColumns, int mapRows, int side, int top) {
    /** The side panel's width, and a gap of one column before it. */
    static final int SIDE_WIDTH = 30;
    /** Fewest rows of messages: the map is asked no taller than leaves these. */
    static final int MIN_MESSAGES = 6;
    /** Rows the side panel needs: five of stats, two headings, a row of items each, two gaps. */
    static final int SIDE_ROWS = 11;

    /** The rows the side panel fills with {@code ground} and {@code pack} items. */
    static int sideWanted(int ground, int pack) {
        return SIDE_ROWS - 2 + Math.max(1, ground) + Math.max(1, pack);
    }

    /** The room for the map, in cells: what the client asks the server for ({@code setup mapsize}). */
    static int[] mapRoom(int columns, int rows) {
        return new int[] {Math.max(1, columns - sideWidth(columns) - 1), Math.max(1, rows - 1 - MIN_MESSAGES)};
    }

    /**
     * {@code sideWanted}: the rows the side panel would fill; it may grow below the map to that,
     * leaving the messages {@link #MIN_MESSAGES} rows.
     */
    static Layout of(int columns, int rows, int viewWidth, int viewHeight, int sideWanted) {
        int[] room = mapRoom(columns, rows);
        int mapColumns = Math.min(viewWidth, room[0]);
        int mapRows = Math.min(viewHeight, room[1]);
        int top = Math.max(mapRows, Math.min(Math.max(SIDE_ROWS, sideWanted), rows - 1 - MIN_MESSAGES));
        return new Layout(columns, rows, mapColumns, mapRows, mapColumns + 1, top);
    }

    private static int sideWidth(int columns) {
        return Math.min(SIDE_WIDTH, columns / 3);
    }

    int sideWidth() {
        return Math.max(0, columns - side);
    }

    /** The first row of messages. */
    int messagesTop() {
        return top;
    }

    /** How many rows of messages: all but the bottom line below the top panes. */
    int messageRows() {
        return Math.max(0, rows - 1 - top);
    }
}
