package ohol.tui.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TextColor;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GlyphThemeTest {
    private record Thing(String name, boolean isGrave, boolean isPerson, boolean isFloor, boolean isFood,
                         boolean isClothing, boolean isContainer, boolean blocksWalking, boolean isPermanent)
            implements ObjectTraits {
        static Thing named(String name) {
            return new Thing(name, false, false, false, false, false, false, false, false);
        }
    }

    private final GlyphTheme theme = GlyphTheme.defaults();

    @Test
    void namesAndFlagsPutObjectsInCategories() {
        assertEquals("tree", theme.categoryOf(Thing.named("Juniper Tree")));
        assertEquals("bush", theme.categoryOf(Thing.named("Wild Gooseberry Bush")));
        assertEquals("stone", theme.categoryOf(Thing.named("Round Stone")));
        assertEquals("rock", theme.categoryOf(Thing.named("Big Hard Rock")));
        assertEquals("door", theme.categoryOf(Thing.named("Wooden Door")));
        assertEquals("tool", theme.categoryOf(Thing.named("Sharp Stone Knife")));
    }

    @Test
    void flagsDecideWhenTheNameSaysNothing() {
        var basket = new Thing("Basket", false, false, false, false, false, true, false, false);
        assertEquals("container", theme.categoryOf(basket));
        var berry = new Thing("Gooseberry", false, false, false, true, false, false, false, false);
        assertEquals("food", theme.categoryOf(berry));
        var bones = new Thing("Old Remains", true, false, false, false, false, false, false, true);
        assertEquals("grave", theme.categoryOf(bones));
        var hat = new Thing("Rabbit Fur Hat", false, false, false, false, true, false, false, false);
        assertEquals("animal", theme.categoryOf(hat), "name rules come first in the default theme");
    }

    @Test
    void asciiAndUnicodeGlyphsAndBiomeColours() {
        GlyphTheme.Glyph tree = theme.glyph("tree");
        assertEquals('♣', tree.character(false));
        assertEquals('T', tree.character(true));
        assertTrue(theme.biome(0).isPresent());
        assertEquals(theme.glyph("thing"), theme.glyph("no-such-category"));
    }

    @Test
    void badThemeLinesAreNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> GlyphTheme.parse("glyph tree XX T #00ff00\n", "mine"));
        assertTrue(e.getMessage().startsWith("mine line 1:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GlyphTheme.parse("rule name Tree shrub\n", "mine"));
    }

    @Test
    void paletteFollowsTheTerminal() {
        assertEquals(Palette.Depth.TRUECOLOR, Palette.detect(Map.of("COLORTERM", "truecolor", "TERM", "xterm")));
        assertEquals(Palette.Depth.INDEXED256, Palette.detect(Map.of("TERM", "xterm-256color")));
        assertEquals(Palette.Depth.ANSI16, Palette.detect(Map.of("TERM", "vt100")));
        Rgb green = Rgb.parse("#2e8b3a");
        assertEquals(new TextColor.RGB(0x2e, 0x8b, 0x3a), new Palette(Palette.Depth.TRUECOLOR).color(green));
        assertTrue(new Palette(Palette.Depth.INDEXED256).color(green) instanceof TextColor.Indexed);
        assertEquals(TextColor.ANSI.GREEN, new Palette(Palette.Depth.ANSI16).color(green));
    }
}
