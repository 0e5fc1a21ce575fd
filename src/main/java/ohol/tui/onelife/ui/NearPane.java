package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What is near, as a roguelike's sidebar: the ground we stand on and what it does to our heat,
 * then each distinct thing the map shows with its glyph, name, direction and distance. What can
 * kill comes first, then kin (with what they are to us), other people, then the rest, nearest first; food (and what gives food to a
 * bare hand) is marked {@code *}, what we crave is bright, used-up things dim. Its first column
 * is the line dividing it from the map.
 *
 * <p>Each cell is written once a frame, from the painter's cells: writing a cell is most of what
 * a frame costs.
 */
public final class NearPane implements Pane {
    static final String TITLE = "Near you";
    /** Rows the ground's effect on our heat may take (else only what ground it is); a name takes at most {@link #NAME_ROWS}. */
    static final int EFFECT_ROWS = 2;

    static final int NAME_ROWS = 3;

    private final GlyphBook glyphs;
    private final Painter painter;

    public NearPane(GlyphBook glyphs, Painter painter) {
        this.glyphs = glyphs;
        this.painter = painter;
    }

    /** One row being composed: a character and its colours per column. */
    private final class Row {
        final char[] chars;
        final TextColor[] fg;
        final TextColor[] bg;
        final boolean[] bold;
        int at = 1;

        Row(int width) {
            chars = new char[width];
            fg = new TextColor[width];
            bg = new TextColor[width];
            bold = new boolean[width];
            Arrays.fill(chars, ' ');
            Arrays.fill(fg, Painter.TEXT);
            Arrays.fill(bg, Painter.BACKGROUND);
            if (width > 0) {
                chars[0] = '|';
                fg[0] = Painter.DIM;
            }
        }

        /** Writes text from the current column, as far as {@code end}; a double-width character shows as '?'. */
        Row text(String text, TextColor colour, int end) {
            for (int i = 0; i < text.length() && at < Math.min(end, chars.length); i++) {
                char c = text.charAt(i);
                chars[at] = Widths.wide(c) ? '?' : c;
                fg[at++] = colour;
            }
            return this;
        }

        Row text(String text, TextColor colour) {
            return text(text, colour, chars.length);
        }

        void draw(TextGraphics g, int row) {
            for (int c = 0; c < chars.length; c++) {
                g.setCharacter(c, row, painter.cell(chars[c], fg[c], bg[c], bold[c], false));
            }
        }
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        int width = g.getSize().getColumns();
        int row = 0;
        if (view.lens().isPresent() && rows > 0) {
            Lens lens = view.lens().get();
            Position here = view.world().ourPosition();
            Optional<Cell> ground = view.world().cell(here.x(), here.y());
            Optional<Biomes.Biome> biome =
                    ground.map(c -> lens.knowledge().biomes().biome(c.biome()));
            String on = biome.map(b -> ", on " + b.name()).orElse("");
            TextColor heat = biome.map(b -> b.groundHeat().orElse(0))
                    .map(h -> h < 0 ? TextColor.ANSI.CYAN_BRIGHT : h > 0 ? TextColor.ANSI.RED_BRIGHT : Painter.TEXT)
                    .orElse(Painter.TEXT);
            String title = Text.shortened(TITLE + on, width - 1);
            new Row(width)
                    .text(title.substring(0, Math.min(TITLE.length(), title.length())), Painter.ACCENT)
                    .text(title.substring(Math.min(TITLE.length(), title.length())), heat)
                    .draw(g, row++);
            if ((biome.isPresent() || view.pointing().edgeScroll()) && rows > 2) {
                int top = row;
                String effect = biome.map(Biomes.Biome::effect).orElse("");
                if (Text.words(effect, width - 1).size() > EFFECT_ROWS && effect.contains(":")) {
                    effect = effect.substring(0, effect.indexOf(':')); // what ground it is, the rest being advice
                }
                for (String part : effect.isEmpty() ? List.<String>of() : Text.words(effect, width - 1, EFFECT_ROWS)) {
                    new Row(width).text(part, Painter.DIM).draw(g, row++);
                }
                // in the slow link's layout the list stays put when the ground changes under us (or
                // is not known yet): moved a row, every line of it was written again
                while (view.pointing().edgeScroll() && row < top + EFFECT_ROWS) {
                    new Row(width).draw(g, row++);
                }
            }
            List<Thing> things = lens.listed();
            for (int i = 0; i < things.size() && row < rows; i++) {
                List<Row> entry = entry(width, things.get(i), view.ascii(), view.world());
                boolean last = i == things.size() - 1;
                if (entry.size() > rows - row - (last ? 0 : 1)) {
                    new Row(width)
                            .text("+" + (things.size() - i) + " more", Painter.DIM)
                            .draw(g, row++);
                    break;
                }
                for (Row r : entry) {
                    r.draw(g, row++);
                }
            }
        }
        for (; row < rows; row++) {
            new Row(width).draw(g, row);
        }
    }

    /** The relation in a word or two for a narrow list: {@code your big sister} is {@code , big sister}. */
    static String kinWord(String relation) {
        return relation.isEmpty() ? "" : ", " + (relation.startsWith("your ") ? relation.substring(5) : relation);
    }

    /** A thing's rows: one, or more when its name does not fit beside where it is (wrapped at words). */
    private List<Row> entry(int width, Thing t, boolean ascii, WorldSnapshot world) {
        Row row = new Row(width);
        if (width < 4) {
            return List.of(row);
        }
        boolean danger = t.group() == Thing.Group.DANGER;
        if (t.group().isPerson()) {
            // the letter of a name the server told, as on the map; the words for someone nameless have none
            row.chars[1] = PersonLetters.letterOf(world.kin().name(t.id()).orElse(""), t.age());
            row.fg[1] = painter.color(glyphs.theme().glyph("player").colour());
        } else {
            GlyphTheme.Glyph gl = glyphs.object(t.id());
            row.chars[1] = gl.character(ascii);
            row.fg[1] = painter.color(gl.colour());
        }
        row.bg[1] = danger ? Painter.DANGER : Painter.BACKGROUND;
        row.bold[1] = danger;
        TextColor colour = danger
                ? Painter.WARN
                : t.craved() ? Painter.ACCENT : t.food() ? Painter.GOOD : t.usedUp() ? Painter.DIM : Painter.TEXT;
        row.chars[2] = danger ? '!' : t.food() ? '*' : ' ';
        row.fg[2] = colour;
        String where = t.offset().words();
        StringBuilder named = new StringBuilder(32).append(ServerText.clean(t.name()));
        if (t.count() > 1) {
            named.append(" x").append(t.count());
        }
        if (t.group().isPerson()) {
            named.append(" (")
                    .append((int) Math.floor(t.age()))
                    .append(kinWord(t.relation()))
                    .append(')');
        }
        int whereAt = Math.max(4, width - where.length());
        List<String> name = Text.words(named.toString(), Math.max(1, whereAt - 5), NAME_ROWS);
        List<Row> rows = new ArrayList<>(name.size());
        row.at = 4;
        row.text(name.get(0), colour, whereAt - 1);
        row.at = whereAt;
        row.text(where, Painter.DIM);
        rows.add(row);
        for (String part : name.subList(1, name.size())) {
            Row more = new Row(width);
            more.at = 4;
            rows.add(more.text(part, colour, whereAt - 1));
        }
        return rows;
    }
}
