package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import ohol.tui.onelife.ui.Painter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class CellsTest {
    @Test
    void aCellIsMadeOnceAndIsTheCellLanternaWouldMake() {
        Cells cells = new Cells();
        TextColor grass = new TextColor.Indexed(22);
        TextCharacter made = cells.get('#', Painter.TEXT, grass, Cells.BOLD | Cells.REVERSE);
        assertEquals(
                Looks.of(TextCharacter.fromCharacter('#', Painter.TEXT, grass, SGR.BOLD, SGR.REVERSE)[0]),
                Looks.of(made));
        assertSame(made, cells.get('#', Painter.TEXT, new TextColor.Indexed(22), true, true));
        assertSame(made, cells.get('#', Painter.TEXT, grass, Cells.style(EnumSet.of(SGR.REVERSE, SGR.BOLD))));
        assertEquals(
                Looks.of(TextCharacter.fromCharacter('#', Painter.TEXT, grass)[0]),
                Looks.of(cells.get('#', Painter.TEXT, grass, 0)));
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void pastTheMostKeptCellsAreStillRight() {
        Cells cells = new Cells(2); // so small that cells keep meeting in the same slots
        Random random = new Random(1);
        List<SGR> styles = List.of(SGR.BOLD, SGR.REVERSE, SGR.UNDERLINE);
        for (int i = 0; i < 500; i++) {
            char c = (char) (0x4E00 + random.nextInt(3));
            TextColor fg = new TextColor.Indexed(random.nextInt(3));
            TextColor bg = new TextColor.Indexed(16 + random.nextInt(3));
            EnumSet<SGR> style = EnumSet.noneOf(SGR.class);
            styles.stream().filter(s -> random.nextBoolean()).forEach(style::add);
            EnumSet<SGR> other = EnumSet.complementOf(style);
            other.retainAll(styles);
            // a cell, then cells that differ from it in one thing only
            sameAsLanterna(cells, c, fg, bg, style);
            sameAsLanterna(cells, (char) (c + 3), fg, bg, style);
            sameAsLanterna(cells, c, new TextColor.Indexed(3 + random.nextInt(3)), bg, style);
            sameAsLanterna(cells, c, fg, new TextColor.Indexed(19 + random.nextInt(3)), style);
            sameAsLanterna(cells, c, fg, bg, other);
        }
    }

    /** The cell Lanterna makes, in everything it shows and in its width (equals also asks for Lanterna's own class). */
    private static void sameAsLanterna(Cells cells, char c, TextColor fg, TextColor bg, EnumSet<SGR> style) {
        TextCharacter lanterna = TextCharacter.fromString(String.valueOf(c), fg, bg, style)[0];
        TextCharacter ours = cells.get(c, fg, bg, Cells.style(style));
        assertEquals(lanterna.getCharacterString(), ours.getCharacterString());
        assertEquals(lanterna.getForegroundColor(), ours.getForegroundColor());
        assertEquals(lanterna.getBackgroundColor(), ours.getBackgroundColor());
        assertEquals(lanterna.getModifiers(), ours.getModifiers());
        assertEquals(lanterna.isDoubleWidth(), ours.isDoubleWidth(), "U+" + Integer.toHexString(c));
        assertEquals(ours, cells.get(c, fg, bg, Cells.style(style)), "the same cell again");
    }

    @Test
    void everyCellKnowsItsWidthAsLanternaWorksItOut() {
        Cells cells = new Cells();
        for (int c = ' '; c <= Character.MAX_VALUE; c += 7) {
            if (Character.isSurrogate((char) c) || Character.isISOControl(c)) {
                continue;
            }
            sameAsLanterna(cells, (char) c, Painter.TEXT, Painter.BACKGROUND, EnumSet.noneOf(SGR.class));
        }
    }

    @Test
    void aControlCharacterIsRefusedAsLanternaRefusesIt() {
        assertThrows(
                IllegalArgumentException.class, () -> new Cells().get('\u001b', Painter.TEXT, Painter.BACKGROUND, 0));
    }
}
