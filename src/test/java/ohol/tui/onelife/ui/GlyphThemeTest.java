package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TextColor;
import java.util.Map;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.Rgb;
import ohol.tui.onelife.knowledge.ObjectKind;
import org.junit.jupiter.api.Test;

class GlyphThemeTest {
    private record Thing(
            String name,
            ObjectKind kind,
            boolean isGrave,
            boolean isPerson,
            boolean isFloor,
            boolean isFood,
            boolean isClothing,
            boolean isContainer,
            boolean blocksWalking,
            boolean isPermanent)
            implements ObjectTraits {
        static Thing named(String name) {
            return new Thing(name, ObjectKind.PORTABLE, false, false, false, false, false, false, false, false);
        }

        static Thing of(String name, ObjectKind kind) {
            return new Thing(name, kind, false, false, false, false, false, false, false, false);
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
    void kindsDecideBeforeNames() {
        assertEquals("container", theme.categoryOf(Thing.of("Basket", ObjectKind.CONTAINER)));
        assertEquals("food", theme.categoryOf(Thing.of("Gooseberry", ObjectKind.FOOD)));
        assertEquals("grave", theme.categoryOf(Thing.of("Old Remains", ObjectKind.GRAVE)));
        assertEquals("clothing", theme.categoryOf(Thing.of("Rabbit Fur Hat", ObjectKind.CLOTHING)));
        assertEquals("danger", theme.categoryOf(Thing.of("Wolf", ObjectKind.DANGEROUS_ANIMAL)));
        assertEquals("tree", theme.categoryOf(Thing.of("Sugarcane", ObjectKind.WILD_OBSTACLE)));
        assertEquals("wall", theme.categoryOf(Thing.of("Adobe Wall", ObjectKind.OBSTACLE)));
        assertEquals("plant", theme.categoryOf(Thing.of("Wild Onion", ObjectKind.WILD)));
    }

    @Test
    void aNameRuleAboveTheKindsOverridesThem() {
        String mine = "rule name Sugarcane plant\n" + GlyphTheme.defaultText();
        GlyphTheme own = GlyphTheme.parse(mine, "mine");
        assertEquals("plant", own.categoryOf(Thing.of("Sugarcane", ObjectKind.WILD_OBSTACLE)));
        var e = assertThrows(IllegalArgumentException.class, () -> GlyphTheme.parse("rule kind beast thing\n", "mine"));
        assertTrue(e.getMessage().contains("unknown kind 'beast'"), e.getMessage());
    }

    @Test
    void flagRulesStillWork() {
        GlyphTheme flags = GlyphTheme.parse(
                GlyphTheme.defaultText().replace("rule kind person", "rule flag food food\nrule kind person"), "flags");
        var berry = new Thing("Gooseberry", ObjectKind.PORTABLE, false, false, false, true, false, false, false, false);
        assertEquals("food", flags.categoryOf(berry));
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
        var e = assertThrows(
                IllegalArgumentException.class, () -> GlyphTheme.parse("glyph tree XX T #00ff00\n", "mine"));
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
