package ohol.tui.core.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.screen.ScreenBuffer;
import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Sends the cells that changed between the screen's two buffers in few bytes, remembering what
 * the terminal has between frames: where its cursor is, its colours and style, and whether the
 * cursor shows. Lanterna's own refresh starts every frame with a colour reset, sets each colour
 * and style in a sequence of its own, moves the cursor to every gap with a whole row;column
 * address and ends by hiding a cursor that is hidden already; a walking step is then more escape
 * codes than cells. Here a frame starts from the style the last one left, sets a change of
 * colours and style in one sequence (a reset only when that is shorter), steps over a gap with a
 * relative move or by writing again the few unchanged cells it spans when that is shorter, and
 * shows or hides the cursor only when that changes. A stretch of a row that moved sideways (the
 * map turning a page, or following us) is moved on the terminal ({@link RowShift}) when that,
 * counted, costs fewer bytes than writing its cells again.
 *
 * <p>What it cannot know it forgets ({@link #forget}): the screen calls it whenever Lanterna drew
 * (a whole redraw, a resize, entering the screen). Confined to the screen's lock.
 */
final class CellPainter {
    private static final byte[] HIDE = "\u001b[?25l".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SHOW = "\u001b[?25h".getBytes(StandardCharsets.US_ASCII);
    /** A cell no screen draws: what the terminal shows where a row's move left a blank of no known colour. */
    private static final TextCharacter UNKNOWN =
            TextCharacter.fromCharacter('\uE000', new TextColor.RGB(1, 2, 3), new TextColor.RGB(3, 2, 1))[0];

    /** Styles a space does not show: it keeps them as it keeps any foreground. */
    private static final Set<SGR> BOLD_ONLY = EnumSet.of(SGR.BOLD);

    /** At most this many changed rows are counted in both orders. */
    private static final int MOST_ROWS_REORDERED = 6;

    private final Terminal terminal;
    private final RawAnsi raw;
    private final StringBuilder sequence = new StringBuilder(32);
    private int columns;
    /** Where the terminal's cursor is; -1 when not known (or waiting to wrap at the right edge). */
    private int row = -1;

    private int col = -1;
    /** The row whose last column was just written (the cursor waits there to wrap); -1 otherwise. */
    private int edgeRow = -1;

    private boolean styleKnown;
    private TextColor fg = TextColor.ANSI.DEFAULT;
    private TextColor bg = TextColor.ANSI.DEFAULT;
    private Set<SGR> style = EnumSet.noneOf(SGR.class);
    /** The bytes a row would cost, while it is only counted; -1 while writing. */
    private long counted = -1;
    /** 1 shown, 0 hidden, -1 not known. */
    private int cursorShown = -1;

    CellPainter(Terminal terminal, RawAnsi raw) {
        this.terminal = terminal;
        this.raw = raw;
    }

    /**
     * Lanterna drew: the style and the cursor's place are not known (it moves a cursor on the
     * second half of a wide character back by one); the cursor shows when {@code cursor} is not null.
     */
    void forget(TerminalPosition cursor) {
        styleKnown = false;
        cursorShown = cursor == null ? 0 : 1;
        row = -1;
        col = -1;
        edgeRow = -1;
    }

    /** The terminal is in a state nothing is known of (it was just entered or left). */
    void forgetAll() {
        forget(null);
        cursorShown = -1;
    }

    /** Writes every cell of {@code back} that differs from {@code front}. */
    void paint(ScreenBuffer back, ScreenBuffer front) throws IOException {
        columns = back.getSize().getColumns();
        int rows = back.getSize().getRows();
        int[] few = fewChangedRows(back, front, rows);
        if (few.length > 1 && cheaperFromTheBottom(back, front, few)) {
            for (int i = few.length - 1; i >= 0; i--) {
                paintRow(back, front, few[i]);
            }
            return;
        }
        ScreenBuffer onTerminal = front;
        int hint = 0;
        for (int y = 0; y < rows; y++) {
            List<RowShift> shifts = RowShift.find(back, front, y, columns, hint);
            if (!shifts.isEmpty()) {
                if (onTerminal == front) {
                    onTerminal = new ScreenBuffer(front.getSize(), UNKNOWN);
                    front.copyTo(onTerminal);
                }
                RowShift shift = cheapest(back, front, onTerminal, shifts);
                if (shift != null) {
                    move(shift);
                    shift.applyTo(onTerminal, UNKNOWN);
                    hint = shift.by();
                }
            }
            paintRow(back, onTerminal, y);
        }
    }

    /**
     * The rows that changed, when they are few and each changed too little to be moved sideways;
     * otherwise none. A walking step changes a few cells in two or three rows.
     */
    private int[] fewChangedRows(ScreenBuffer back, ScreenBuffer front, int rows) {
        int[] changed = new int[MOST_ROWS_REORDERED];
        int count = 0;
        for (int y = 0; y < rows; y++) {
            int cells = 0;
            for (int x = 0; x < columns && cells < RowShift.LEAST_GAIN; x++) {
                TextCharacter cell = back.getCharacterAt(x, y);
                TextCharacter shown = front.getCharacterAt(x, y);
                cells += cell != shown && !cell.equals(shown) ? 1 : 0;
            }
            if (cells >= RowShift.LEAST_GAIN || (cells > 0 && count == changed.length)) {
                return new int[0];
            }
            if (cells > 0) {
                changed[count++] = y;
            }
        }
        return Arrays.copyOf(changed, count);
    }

    /**
     * Whether the rows cost fewer bytes written bottom row first. A step changes the map and the
     * status line, each in its own colours: the frame that starts where the last one ended, in the
     * colours it left, spares a colour change and a whole address; alternate frames then go
     * alternate ways. Counted both ways without sending.
     */
    private boolean cheaperFromTheBottom(ScreenBuffer back, ScreenBuffer front, int[] rows) throws IOException {
        Before before = new Before(row, col, edgeRow, styleKnown, fg, bg, style);
        counted = 0;
        for (int y : rows) {
            paintRow(back, front, y);
        }
        long down = counted;
        before.restore(this);
        counted = 0;
        for (int i = rows.length - 1; i >= 0; i--) {
            paintRow(back, front, rows[i]);
        }
        long up = counted;
        before.restore(this);
        counted = -1;
        return up < down;
    }

    /**
     * Of the moves of a row, the one after which the row costs fewest bytes, its sequences
     * included, if fewer than the row written as it is: counted by writing each way without sending.
     */
    private RowShift cheapest(ScreenBuffer back, ScreenBuffer front, ScreenBuffer onTerminal, List<RowShift> shifts)
            throws IOException {
        int y = shifts.get(0).row();
        Before before = new Before(row, col, edgeRow, styleKnown, fg, bg, style);
        counted = 0;
        paintRow(back, front, y);
        long cheapest = counted;
        RowShift best = null;
        for (RowShift shift : shifts) {
            before.restore(this);
            counted = 0;
            move(shift);
            shift.applyTo(onTerminal, UNKNOWN);
            paintRow(back, onTerminal, y);
            if (counted < cheapest) {
                cheapest = counted;
                best = shift;
            }
            for (int x = 0; x < columns; x++) {
                onTerminal.setCharacterAt(x, y, front.getCharacterAt(x, y));
            }
        }
        before.restore(this);
        counted = -1;
        return best;
    }

    /** The painter's knowledge of the terminal before a row counted without sending. */
    private record Before(
            int row, int col, int edgeRow, boolean styleKnown, TextColor fg, TextColor bg, Set<SGR> style) {
        void restore(CellPainter p) {
            p.row = row;
            p.col = col;
            p.edgeRow = edgeRow;
            p.styleKnown = styleKnown;
            p.fg = fg;
            p.bg = bg;
            p.style = style;
        }
    }

    /** Writes the cells of row {@code y} of {@code back} that differ from what the terminal shows. */
    private void paintRow(ScreenBuffer back, ScreenBuffer shownCells, int y) throws IOException {
        for (int x = 0; x < columns; x++) {
            TextCharacter cell = back.getCharacterAt(x, y);
            TextCharacter shown = shownCells.getCharacterAt(x, y);
            if (cell != shown && !cell.equals(shown)) { // Lanterna's equals has no shortcut for the same cell
                moveTo(y, x, back);
                styleOf(cell);
                int blanks = blankRun(back, y, x, cell);
                if (blanks > 2 * relativeCost(blanks)) {
                    erase(blanks);
                    x += blanks - 1;
                    continue;
                }
                put(cell);
            }
            if (Widths.wide(cell)) {
                x++; // its second column
            }
        }
    }

    /** Moves a stretch of a row sideways: characters deleted at one end of it and inserted at the other. */
    private void move(RowShift shift) throws IOException {
        int y = shift.row();
        int moved = Math.abs(shift.by());
        if (shift.by() > 0) {
            moveTo(y, shift.from(), null);
            relative(moved, 'P');
            if (shift.to() < columns) { // what is right of the stretch goes back in its place
                moveTo(y, shift.to() - moved, null);
                relative(moved, '@');
            }
        } else {
            if (shift.to() < columns) {
                moveTo(y, shift.to() - moved, null);
                relative(moved, 'P');
            }
            moveTo(y, shift.from(), null);
            relative(moved, '@');
        }
    }

    /**
     * How many cells from {@code x} on row {@code y} are the same blank as {@code cell}: a space
     * in no style (a terminal's erase keeps the colours, not the style). At a
     * page turn of the map whole stretches of ground change colour; erasing them in the ground's
     * colour (ECH, which every terminal that takes colours takes) costs a few bytes for the lot.
     */
    private int blankRun(ScreenBuffer cells, int y, int x, TextCharacter cell) {
        if (!" ".equals(cell.getCharacterString()) || !cell.getModifiers().isEmpty()) {
            return 0;
        }
        int end = x + 1;
        while (end < columns && cell.equals(cells.getCharacterAt(end, y))) {
            end++;
        }
        return end - x;
    }

    /** Erases {@code count} cells from the cursor in the colours set; the cursor stays. */
    private void erase(int count) throws IOException {
        sequence.setLength(0);
        send(sequence.append("\u001b[").append(count).append('X'));
    }

    /** Shows the cursor at {@code where}, or hides it when null; says nothing the terminal has already. */
    void cursor(TerminalPosition where, ScreenBuffer shown) throws IOException {
        columns = shown.getSize().getColumns();
        if (where == null) {
            if (cursorShown != 0) {
                raw.writeSequence(HIDE);
                cursorShown = 0;
            }
            return;
        }
        int x = where.getColumn();
        if (x > 0 && x < columns && Widths.wide(shown.getCharacterAt(x - 1, where.getRow()))) {
            x--; // on the padding of a wide character: on the character itself, as Lanterna does
        }
        moveTo(where.getRow(), x, null);
        if (cursorShown != 1) {
            raw.writeSequence(SHOW);
            cursorShown = 1;
        }
    }

    private void put(TextCharacter cell) throws IOException {
        String text = cell.getCharacterString();
        if (counted >= 0) {
            counted += text.getBytes(StandardCharsets.UTF_8).length;
        } else if (text.length() == 1) {
            terminal.putCharacter(text.charAt(0));
        } else {
            terminal.putString(text);
        }
        col += Widths.wide(cell) ? 2 : 1;
        if (col >= columns) {
            edgeRow = row;
            row = -1; // at the right edge a terminal waits to wrap: where the next character goes depends on it
            col = -1;
        }
    }

    private void moveTo(int y, int x, ScreenBuffer cells) throws IOException {
        if (y == row && x == col) {
            return;
        }
        int address = addressCost(y, x);
        if (!(row >= 0 && y == row && x > col) && fromLineStart(y, x, address)) {
            return;
        }
        edgeRow = -1;
        if (row >= 0 && y == row) {
            int gap = x - col;
            int relative = relativeCost(Math.abs(gap));
            if (gap > 0 && cells != null && gap <= Math.min(relative, address) && plainRun(cells, y, col, x)) {
                for (int i = col; i < x && counted >= 0; i++) {
                    counted++;
                }
                for (int i = col; i < x && counted < 0; i++) {
                    terminal.putCharacter(
                            cells.getCharacterAt(i, y).getCharacterString().charAt(0));
                }
                col = x;
                return;
            }
            if (relative < address) {
                relative(Math.abs(gap), gap > 0 ? 'C' : 'D');
                col = x;
                return;
            }
        } else if (row >= 0 && x == col) {
            int gap = y - row;
            if (relativeCost(Math.abs(gap)) < address) {
                relative(Math.abs(gap), gap > 0 ? 'B' : 'A');
                row = y;
                return;
            }
        }
        sequence.setLength(0);
        sequence.append("\u001b[").append(y + 1);
        if (x > 0) {
            sequence.append(';').append(x + 1);
        }
        send(sequence.append('H'));
        row = y;
        col = x;
    }

    /**
     * Moves to a cell of this row or the next from the row's start (a carriage return, and a line
     * feed for the next: two bytes where an address is four to seven), if that is cheapest. A line
     * feed never scrolls here: the row below is on the screen. After a character in the last
     * column, where terminals differ on where the cursor is, a carriage return still brings it to
     * the start of that row.
     */
    private boolean fromLineStart(int y, int x, int address) throws IOException {
        int line = row >= 0 ? row : edgeRow;
        if (line < 0 || (y != line && y != line + 1)) {
            return false;
        }
        int cost = (y == line ? 1 : 2) + (x > 0 ? relativeCost(x) : 0);
        int other = address;
        if (row >= 0 && y == row) {
            other = Math.min(other, relativeCost(Math.abs(x - col)));
        } else if (row >= 0 && x == col) {
            other = Math.min(other, relativeCost(Math.abs(y - row)));
        }
        if (cost >= other) {
            return false;
        }
        send(y == line ? "\r" : "\r\n");
        row = y;
        col = 0;
        edgeRow = -1;
        if (x > 0) {
            relative(x, 'C');
            col = x;
        }
        return true;
    }

    /** Cells {@code from} to {@code to} (excluded) of row {@code y}: one byte each, all in the style the terminal has. */
    private boolean plainRun(ScreenBuffer cells, int y, int from, int to) {
        if (!styleKnown) {
            return false;
        }
        for (int i = from; i < to; i++) {
            TextCharacter cell = cells.getCharacterAt(i, y);
            String text = cell.getCharacterString();
            char c = text.isEmpty() ? 0 : text.charAt(0);
            if (c < 0x20
                    || c > 0x7e
                    || text.length() != 1
                    || Widths.wide(cell)
                    || !(cell.getForegroundColor().equals(fg) || bare(cell))
                    || !cell.getBackgroundColor().equals(bg)
                    || !cell.getModifiers().equals(style)) {
                return false;
            }
        }
        return true;
    }

    private static int addressCost(int y, int x) {
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0);
    }

    private static int relativeCost(int distance) {
        return 3 + (distance == 1 ? 0 : digits(distance));
    }

    private static int digits(int n) {
        return n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : Integer.toString(n).length();
    }

    private void relative(int distance, char direction) throws IOException {
        sequence.setLength(0);
        sequence.append("\u001b[");
        if (distance != 1) {
            sequence.append(distance);
        }
        send(sequence.append(direction));
    }

    /**
     * A space in no style shows only its background: any foreground will do, and bold too, and
     * keeping what the terminal has spares two colour changes around each thing on bare ground.
     */
    private static boolean bare(TextCharacter cell) {
        return cell.getModifiers().isEmpty() && " ".equals(cell.getCharacterString());
    }

    private void styleOf(TextCharacter cell) throws IOException {
        boolean bare = styleKnown && bare(cell);
        TextColor f = bare ? fg : cell.getForegroundColor();
        TextColor b = cell.getBackgroundColor();
        Set<SGR> s = bare && BOLD_ONLY.containsAll(style) ? style : cell.getModifiers();
        if (styleKnown && f.equals(fg) && b.equals(bg) && s.equals(style)) {
            return;
        }
        String fromScratch = Sgr.fromScratch(f, b, s);
        String change = styleKnown ? Sgr.change(fg, bg, style, f, b, s) : null;
        sequence.setLength(0);
        sequence.append("\u001b[")
                .append(change != null && change.length() < fromScratch.length() ? change : fromScratch)
                .append('m');
        send(sequence);
        fg = f;
        bg = b;
        style = s;
        styleKnown = true;
    }

    private void send(CharSequence text) throws IOException {
        if (counted >= 0) {
            counted += text.length();
            return;
        }
        byte[] bytes = new byte[text.length()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) text.charAt(i);
        }
        raw.writeSequence(bytes);
    }
}
