package ohol.tui.ui;

import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.knowledge.Biomes;
import ohol.tui.sight.Thing;
import ohol.tui.world.Cell;
import ohol.tui.world.Position;

/**
 * What is near, as a roguelike's sidebar: the ground we stand on and what it does to our heat,
 * then each distinct thing the map shows with its glyph, name, direction and distance. What can
 * kill comes first, then people, then the rest, nearest first; food (and what gives food to a
 * bare hand) is marked {@code *}, what we crave is bright, used-up things dim. Its first column
 * is the line dividing it from the map.
 */
public final class NearPane implements Pane {
    static final String TITLE = "Near you";

    private final GlyphBook glyphs;
    private final Painter painter;

    public NearPane(GlyphBook glyphs, Painter painter) {
        this.glyphs = glyphs;
        this.painter = painter;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        for (int r = 0; r < rows; r++) {
            Text.line(g, r, "|", Painter.DIM);
        }
        if (view.lens().isEmpty() || rows == 0) {
            return;
        }
        Lens lens = view.lens().get();
        TextGraphics body = g.newTextGraphics(new com.googlecode.lanterna.TerminalPosition(1, 0),
                new com.googlecode.lanterna.TerminalSize(Math.max(0, g.getSize().getColumns() - 1), rows));
        int row = 0;
        Position here = view.world().ourPosition();
        Optional<Cell> ground = view.world().cell(here.x(), here.y());
        int col = Text.at(body, 0, row, TITLE, Painter.ACCENT);
        if (ground.isPresent()) {
            Biomes.Biome biome = lens.knowledge().biomes().biome(ground.get().biome());
            double heat = biome.groundHeat().orElse(0);
            Text.at(body, col, row, ", on " + biome.name(), heat < 0 ? TextColor.ANSI.CYAN_BRIGHT
                    : heat > 0 ? TextColor.ANSI.RED_BRIGHT : Painter.TEXT);
            if (!biome.effect().isEmpty() && rows > 2) {
                Text.line(body, ++row, biome.effect(), Painter.DIM);
            }
        }
        row++;
        List<Thing> things = lens.things();
        for (int i = 0; i < things.size() && row < rows; i++, row++) {
            if (row == rows - 1 && i < things.size() - 1) {
                Text.line(body, row, "+" + (things.size() - i) + " more", Painter.DIM);
                break;
            }
            entry(body, row, things.get(i), view.ascii());
        }
    }

    private void entry(TextGraphics g, int row, Thing t, boolean ascii) {
        int width = g.getSize().getColumns();
        char glyph;
        TextColor glyphColour;
        if (t.group() == Thing.Group.PERSON) {
            glyph = MapPane.letterOf(t.name(), t.age());
            glyphColour = painter.color(glyphs.theme().glyph("player").colour());
        } else {
            GlyphTheme.Glyph gl = glyphs.object(t.id());
            glyph = gl.character(ascii);
            glyphColour = painter.color(gl.colour());
        }
        char marker = t.group() == Thing.Group.DANGER ? '!' : t.food() ? '*' : ' ';
        TextColor colour = t.group() == Thing.Group.DANGER ? Painter.WARN : t.craved() ? Painter.ACCENT
                : t.food() ? Painter.GOOD : t.usedUp() ? Painter.DIM : Painter.TEXT;
        String where = t.offset().words();
        String name = SafeText.clean(t.name()) + (t.count() > 1 ? " x" + t.count() : "")
                + (t.group() == Thing.Group.PERSON ? String.format(Locale.ROOT, " (%d)", (int) Math.floor(t.age())) : "");
        Text.line(g, row, "", Painter.TEXT);
        g.setCharacter(0, row, painter.cell(glyph, glyphColour, t.group() == Thing.Group.DANGER ? Painter.DANGER
                : Painter.BACKGROUND, t.group() == Thing.Group.DANGER, false));
        g.setCharacter(1, row, painter.text(marker, colour));
        int nameRoom = Math.max(0, width - 3 - where.length() - 1);
        Text.at(g, 3, row, TerminalTextUtils.fitString(name, nameRoom), colour);
        Text.at(g, Math.max(3, width - where.length()), row, where, Painter.DIM);
    }
}
