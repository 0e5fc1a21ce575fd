package ohol.tui.core.term;

import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.screen.ScreenBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A stretch of one row, columns {@code from} to {@code to} (excluded), that the terminal moves
 * sideways by {@code by} columns (left when positive) by deleting and inserting characters
 * (DCH, ICH: VT102 and every terminal since), instead of having each of its cells written again.
 * When the map turns a page half of it is what was already there, moved: a row of it costs a
 * few sequences instead of a few dozen cells. The cells the move leaves blank are not known
 * (a terminal fills them in the current background or in its default) and are written after.
 *
 * <p>Only a row with no wide character in it moves: half of one cut at an edge shows differently
 * on different terminals.
 */
record RowShift(int row, int from, int to, int by) {
    /**
     * Below this many cells to gain a row is written as it is without looking further: the
     * sequences cost about this much. Above, the painter counts both ways.
     */
    static final int LEAST_GAIN = 8;

    /** How many moves of a row are counted out, the most promising first. */
    static final int TRIED = 4;

    /**
     * The moves of row {@code y} that save the most cells to write, from what the terminal shows
     * ({@code front}) to what it should ({@code back}), at most {@link #TRIED}, best first; none
     * when no move saves enough. Ground in broad patches looks much the same moved by a tile, so
     * the move that saves most cells is not always the one that saves most bytes: the painter counts.
     *
     * @param hint a shift to try first (the row above's): a page turn moves every row alike
     */
    static List<RowShift> find(ScreenBuffer back, ScreenBuffer front, int y, int columns, int hint) {
        boolean[] differs = new boolean[columns];
        int changed = 0;
        for (int x = 0; x < columns; x++) {
            TextCharacter cell = back.getCharacterAt(x, y);
            TextCharacter shown = front.getCharacterAt(x, y);
            if (Widths.wide(cell) || Widths.wide(shown)) {
                return List.of();
            }
            differs[x] = cell != shown && !cell.equals(shown);
            changed += differs[x] ? 1 : 0;
        }
        if (changed < LEAST_GAIN) {
            return List.of();
        }
        List<Scored> scored = new ArrayList<>();
        Scored hinted = hint != 0 ? best(back, front, y, columns, differs, hint) : null;
        if (hinted != null && hinted.gain * 4 >= changed * 3) {
            return List.of(hinted.shift); // most of the row, as the row above: nothing else to look for
        }
        for (int by = 1 - columns; by < columns; by++) {
            Scored s = by == 0 ? null : best(back, front, y, columns, differs, by);
            if (s != null && s.gain >= LEAST_GAIN) {
                scored.add(s);
            }
        }
        scored.sort(Comparator.comparingInt(Scored::gain).reversed());
        List<RowShift> tried = new ArrayList<>();
        if (hinted != null && hinted.gain >= LEAST_GAIN) {
            tried.add(hinted.shift);
        }
        for (Scored s : scored) {
            if (tried.size() < TRIED && s.shift.by != hint) {
                tried.add(s.shift);
            }
        }
        return tried;
    }

    /** A shift and the cells it saves. */
    private record Scored(RowShift shift, int gain) {}

    /**
     * The stretch that gains most when moved by {@code by}: the largest sum over a run of columns
     * of (written before) minus (written after), less the cells left blank that were right.
     */
    private static Scored best(ScreenBuffer back, ScreenBuffer front, int y, int columns, boolean[] differs, int by) {
        int moved = Math.abs(by);
        int sum = 0;
        int start = by > 0 ? 0 : moved;
        int bestSum = 0;
        int bestFrom = 0;
        int bestTo = 0;
        for (int x = start; x < (by > 0 ? columns - moved : columns); x++) {
            TextCharacter cell = back.getCharacterAt(x, y);
            TextCharacter was = front.getCharacterAt(x + by, y);
            int score = (differs[x] ? 1 : 0) - (cell == was || cell.equals(was) ? 0 : 1);
            if (sum <= 0) {
                sum = 0;
                start = x;
            }
            sum += score;
            if (sum > bestSum) {
                bestSum = sum;
                bestFrom = start;
                bestTo = x + 1;
            }
        }
        if (bestSum <= 0) {
            return null;
        }
        // the cells the move leaves blank, written after: a loss where they were right
        int blankFrom = by > 0 ? bestTo : bestFrom - moved;
        int lost = 0;
        for (int x = blankFrom; x < blankFrom + moved; x++) {
            lost += differs[x] ? 0 : 1;
        }
        int from = by > 0 ? bestFrom : bestFrom - moved;
        int to = by > 0 ? bestTo + moved : bestTo;
        return new Scored(new RowShift(y, from, to, by), bestSum - lost);
    }

    /** What the terminal shows once the row has moved; the cells left blank are {@code unknown}. */
    void applyTo(ScreenBuffer shown, TextCharacter unknown) {
        int moved = Math.abs(by);
        if (by > 0) {
            for (int x = from; x < to - moved; x++) {
                shown.setCharacterAt(x, row, shown.getCharacterAt(x + moved, row));
            }
            for (int x = to - moved; x < to; x++) {
                shown.setCharacterAt(x, row, unknown);
            }
        } else {
            for (int x = to - 1; x >= from + moved; x--) {
                shown.setCharacterAt(x, row, shown.getCharacterAt(x - moved, row));
            }
            for (int x = from; x < from + moved; x++) {
                shown.setCharacterAt(x, row, unknown);
            }
        }
    }
}
