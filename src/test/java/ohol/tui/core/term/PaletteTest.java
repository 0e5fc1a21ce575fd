package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TextColor;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import ohol.tui.onelife.ui.GlyphTheme;
import org.junit.jupiter.api.Test;

/** The ground colours of the default theme stay apart at every colour depth. */
class PaletteTest {
    /** Clearly different colours, not just noticeably (about 2 is noticeable). */
    private static final double APART = 12;

    private static final GlyphTheme THEME = GlyphTheme.defaults();
    private static final List<Rgb> GROUNDS = IntStream.rangeClosed(0, 8)
            .mapToObj(b -> THEME.biome(b).orElseThrow())
            .toList();

    private static Rgb shown(TextColor c) {
        return new Rgb(c.getRed(), c.getGreen(), c.getBlue());
    }

    private static double closestPair(List<Rgb> colours) {
        double min = Double.MAX_VALUE;
        for (int i = 0; i < colours.size(); i++) {
            for (int j = i + 1; j < colours.size(); j++) {
                min = Math.min(min, Palette.difference(colours.get(i), colours.get(j)));
            }
        }
        return min;
    }

    @Test
    void noColorTurnsEveryColourToTheTerminalsOwn() {
        assertEquals(Palette.Depth.NONE, Palette.detect(java.util.Map.of("NO_COLOR", "1", "COLORTERM", "truecolor")));
        assertEquals(Palette.Depth.ANSI16, Palette.detect(java.util.Map.of("NO_COLOR", "")), "empty is not set");
        assertEquals(TextColor.ANSI.DEFAULT, new Palette(Palette.Depth.NONE).color(new Rgb(0x2e, 0x8b, 0x3a)));
        var cell = new Cells(false).get('x', TextColor.ANSI.RED, TextColor.ANSI.GREEN, Cells.BOLD);
        assertEquals(TextColor.ANSI.DEFAULT, cell.getForegroundColor());
        assertEquals(TextColor.ANSI.DEFAULT, cell.getBackgroundColor());
        assertTrue(cell.isBold(), "bold and reverse stay");
    }

    @Test
    void groundsDifferIn24BitColour() {
        Palette palette = new Palette(Palette.Depth.TRUECOLOR);
        double min =
                closestPair(GROUNDS.stream().map(c -> shown(palette.color(c))).toList());
        assertTrue(min >= APART, "closest grounds differ by " + min);
    }

    @Test
    void groundsDifferIn256Colours() {
        Palette palette = new Palette(Palette.Depth.INDEXED256);
        List<TextColor> shown = GROUNDS.stream().map(palette::color).toList();
        assertEquals(GROUNDS.size(), new HashSet<>(shown).size(), "one index each: " + shown);
        double min = closestPair(shown.stream().map(PaletteTest::shown).toList());
        assertTrue(min >= APART, "closest grounds differ by " + min);
    }

    @Test
    void groundsDifferIn16Colours() {
        Palette palette = new Palette(Palette.Depth.ANSI16);
        Set<TextColor> shown = new HashSet<>();
        GROUNDS.forEach(c -> shown.add(palette.color(c)));
        assertEquals(GROUNDS.size(), shown.size(), "one ANSI colour each: " + shown);
    }

    @Test
    void mutedColoursKeepTheirHueIn256Colours() {
        Palette palette = new Palette(Palette.Depth.INDEXED256);
        Rgb grass = Rgb.parse("#2a5a22");
        Rgb shown = shown(palette.color(grass));
        assertTrue(shown.green() > shown.red() && shown.green() > shown.blue(), "green stays green: " + shown);
        // plain RGB distance (Lanterna's own choice) makes it a grey
        Rgb plain = shown(TextColor.Indexed.fromRGB(grass.red(), grass.green(), grass.blue()));
        assertTrue(
                Palette.difference(grass, shown) < Palette.difference(grass, plain),
                "ours " + shown + " is nearer than " + plain);
    }

    @Test
    void differenceIsZeroForTheSameColourAndLargeForOpposites() {
        assertEquals(0, Palette.difference(Rgb.parse("#123456"), Rgb.parse("#123456")), 1e-9);
        assertEquals(100, Palette.difference(Rgb.parse("#000000"), Rgb.parse("#ffffff")), 0.5);
        assertEquals(new Rgb(0, 95, 0), Palette.indexed(22));
        assertEquals(new Rgb(238, 238, 238), Palette.indexed(255));
    }

    @Test
    void printTheGrounds() {
        Palette p256 = new Palette(Palette.Depth.INDEXED256);
        Palette p16 = new Palette(Palette.Depth.ANSI16);
        for (int b = 0; b < GROUNDS.size(); b++) {
            Rgb c = GROUNDS.get(b);
            System.out.printf(
                    "biome %d #%02x%02x%02x  256:%s  16:%s%n",
                    b, c.red(), c.green(), c.blue(), p256.color(c), p16.color(c));
        }
        assertEquals(9, GROUNDS.size());
    }
}
