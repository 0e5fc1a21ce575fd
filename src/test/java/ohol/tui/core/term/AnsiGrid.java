package ohol.tui.core.term;

import com.googlecode.lanterna.SGR;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A terminal for tests, strict where a screen's bytes could go wrong: it applies cursor
 * addresses and relative moves, colours (16, 256 and RGB) and styles per cell, the wrap waiting at
 * the right edge, carriage returns and line feeds, erases, characters deleted and inserted and
 * the cursor's visibility, and refuses what it does not know (an
 * unknown sequence, a move off the screen, text that would scroll) by throwing, so a test sees it.
 */
final class AnsiGrid extends OutputStream {
    /** What one cell shows: its text, and its colours as SGR parameters ("39" and "49" for the defaults). */
    record Shown(String text, String fg, String bg, Set<SGR> style) {}

    /**
     * What a cell left by deleting or inserting characters shows here: terminals differ (the
     * current background, or their default), so a screen must write it again.
     */
    static final Shown SHIFTED = new Shown("?", "shifted", "shifted", Set.of());

    private final int columns;
    private final int rows;
    private final Shown[][] cells;
    private final StringBuilder pending = new StringBuilder();
    private final java.io.ByteArrayOutputStream undecoded = new java.io.ByteArrayOutputStream();
    private int row;
    private int col;
    private boolean wrapWaits;
    private String fg = "39";
    private String bg = "49";
    private EnumSet<SGR> style = EnumSet.noneOf(SGR.class);
    private boolean cursorShown = true;
    private long bytes;

    AnsiGrid(int columns, int rows) {
        this.columns = columns;
        this.rows = rows;
        this.cells = new Shown[rows][columns];
        erase();
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        bytes += len;
        undecoded.write(b, off, len);
        byte[] all = undecoded.toByteArray();
        int end = all.length;
        int cut = end;
        // a UTF-8 character cut between writes waits for its end
        for (int back = 1; back <= 3 && end - back >= 0; back++) {
            int lead = all[end - back] & 0xFF;
            if (lead >= 0xC0) {
                int need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
                if (need > back) {
                    cut = end - back;
                }
                break;
            }
            if (lead < 0x80) {
                break;
            }
        }
        pending.append(new String(all, 0, cut, StandardCharsets.UTF_8));
        undecoded.reset();
        undecoded.write(all, cut, end - cut);
        apply();
    }

    private void apply() {
        int i = 0;
        while (i < pending.length()) {
            char c = pending.charAt(i);
            if (c == 0x1b) {
                if (i + 1 >= pending.length()) {
                    break;
                }
                if (pending.charAt(i + 1) != '[') {
                    throw new IllegalStateException("not a CSI: " + (int) pending.charAt(i + 1));
                }
                int j = i + 2;
                while (j < pending.length() && (pending.charAt(j) < 0x40 || pending.charAt(j) > 0x7e)) {
                    j++;
                }
                if (j >= pending.length()) {
                    break;
                }
                csi(pending.substring(i + 2, j), pending.charAt(j));
                i = j + 1;
            } else if (c == '\r') {
                col = 0;
                wrapWaits = false;
                i++;
            } else if (c == '\n') {
                if (++row >= rows) { // the line feed of a raw terminal: down, in the same column
                    throw new IllegalStateException("a line feed scrolled the screen");
                }
                wrapWaits = false;
                i++;
            } else if (c == 0) {
                i++; // a terminal ignores NUL (Lanterna writes one after a two-byte UTF-8 character)
            } else if (c < 0x20) {
                throw new IllegalStateException("control character " + (int) c + " in "
                        + pending.toString().replace('\u001b', '~'));
            } else {
                int end = i + 1;
                if (Character.isHighSurrogate(c) && end < pending.length()) {
                    end++;
                }
                text(pending.substring(i, end));
                i = end;
            }
        }
        pending.delete(0, i);
    }

    private void text(String text) {
        int width = Widths.columns(text);
        if (wrapWaits) {
            wrapWaits = false;
            col = 0;
            row++;
            if (row >= rows) {
                throw new IllegalStateException("text scrolled the screen");
            }
        }
        cells[row][col] = new Shown(text, fg, bg, EnumSet.copyOf(style));
        if (width == 2 && col + 1 < columns) {
            cells[row][col + 1] = new Shown("", fg, bg, EnumSet.copyOf(style));
        }
        col += width;
        if (col >= columns) {
            col = columns - 1;
            wrapWaits = true;
        }
    }

    private void csi(String params, char command) {
        if (params.startsWith("?")) {
            if (params.equals("?25")) {
                cursorShown = command == 'h';
            }
            return; // other modes: the alternate screen, mouse reports
        }
        List<Integer> p = new ArrayList<>();
        if (!params.isEmpty()) {
            for (String s : params.split(";", -1)) {
                p.add(s.isEmpty() ? 0 : Integer.parseInt(s));
            }
        }
        int n = p.isEmpty() || p.get(0) == 0 ? 1 : p.get(0);
        wrapWaits = command == 'm' && wrapWaits;
        switch (command) {
            case 'H', 'f' -> {
                row = (p.isEmpty() || p.get(0) == 0 ? 1 : p.get(0)) - 1;
                col = (p.size() < 2 || p.get(1) == 0 ? 1 : p.get(1)) - 1;
                check();
            }
            case 'A' -> moveBy(-n, 0);
            case 'B' -> moveBy(n, 0);
            case 'C' -> moveBy(0, n);
            case 'D' -> moveBy(0, -n);
            case 'J' -> {
                if (!p.isEmpty() && p.get(0) != 2) {
                    throw new IllegalStateException("erase " + params + "J");
                }
                erase();
            }
            case 'm' -> sgr(p.isEmpty() ? List.of(0) : p);
            case 'X' -> {
                // erased cells: blanks in the colours set, no style; the cursor stays
                for (int i = col; i < Math.min(columns, col + n); i++) {
                    cells[row][i] = new Shown(" ", fg, bg, EnumSet.noneOf(SGR.class));
                }
            }
            case 'P' -> {
                // deleted characters: the rest of the row moves left, the cells it leaves show SHIFTED
                Shown[] line = cells[row];
                for (int i = col; i < columns; i++) {
                    line[i] = i + n < columns ? line[i + n] : SHIFTED;
                }
            }
            case '@' -> {
                // inserted blanks: the rest of the row moves right, its end falls off
                Shown[] line = cells[row];
                for (int i = columns - 1; i >= col; i--) {
                    line[i] = i - n >= col ? line[i - n] : SHIFTED;
                }
            }
            default -> throw new IllegalStateException("unknown sequence " + params + command);
        }
    }

    private void moveBy(int down, int right) {
        row += down;
        col += right;
        check();
    }

    private void check() {
        if (row < 0 || row >= rows || col < 0 || col >= columns) {
            throw new IllegalStateException("cursor off the screen: " + row + "," + col);
        }
    }

    private void erase() {
        for (Shown[] r : cells) {
            for (int x = 0; x < columns; x++) {
                r[x] = new Shown(" ", "39", bg, EnumSet.noneOf(SGR.class));
            }
        }
    }

    private void sgr(List<Integer> p) {
        for (int i = 0; i < p.size(); i++) {
            int v = p.get(i);
            switch (v) {
                case 0 -> {
                    fg = "39";
                    bg = "49";
                    style = EnumSet.noneOf(SGR.class);
                }
                case 1 -> style.add(SGR.BOLD);
                case 3 -> style.add(SGR.ITALIC);
                case 4 -> style.add(SGR.UNDERLINE);
                case 5 -> style.add(SGR.BLINK);
                case 7 -> style.add(SGR.REVERSE);
                case 9 -> style.add(SGR.CROSSED_OUT);
                case 22 -> style.remove(SGR.BOLD);
                case 23 -> style.remove(SGR.ITALIC);
                case 24 -> style.remove(SGR.UNDERLINE);
                case 25 -> style.remove(SGR.BLINK);
                case 27 -> style.remove(SGR.REVERSE);
                case 29 -> style.remove(SGR.CROSSED_OUT);
                case 38, 48 -> {
                    String colour;
                    if (p.get(i + 1) == 5) {
                        colour = v + ";5;" + p.get(i + 2);
                        i += 2;
                    } else {
                        colour = v + ";2;" + p.get(i + 2) + ";" + p.get(i + 3) + ";" + p.get(i + 4);
                        i += 4;
                    }
                    if (v == 38) {
                        fg = colour;
                    } else {
                        bg = colour;
                    }
                }
                default -> {
                    if ((v >= 30 && v <= 37) || v == 39 || (v >= 90 && v <= 97)) {
                        fg = Integer.toString(v);
                    } else if ((v >= 40 && v <= 47) || v == 49 || (v >= 100 && v <= 107)) {
                        bg = Integer.toString(v);
                    } else {
                        throw new IllegalStateException("unknown SGR " + v);
                    }
                }
            }
        }
    }

    Shown at(int x, int y) {
        return cells[y][x];
    }

    boolean cursorShown() {
        return cursorShown;
    }

    int cursorRow() {
        return row;
    }

    int cursorColumn() {
        return col;
    }

    long bytes() {
        return bytes;
    }
}
