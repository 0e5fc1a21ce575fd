package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.sight.Area;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.Cell;

/**
 * What the map's glyphs and colours stand for, for what is in view now: each glyph in use with
 * what it is drawn for and the things in view it stands for, the marks, and each ground colour
 * with its biome and what it does to our heat.
 */
final class LegendOverlay extends ListOverlay {
    /** Names given as examples of a glyph. */
    static final int EXAMPLES = 3;

    private final GlyphBook glyphs;
    private final Painter painter;

    LegendOverlay(GlyphBook glyphs, Painter painter) {
        this.glyphs = glyphs;
        this.painter = painter;
    }

    @Override
    String title() {
        return "Legend: the glyphs and ground in view";
    }

    private static final class Use {
        int count;
        final Set<String> names = new LinkedHashSet<>();
    }

    @Override
    List<Line> lines(View view) {
        List<Line> lines = new ArrayList<>();
        if (view.lens().isEmpty()) {
            return lines;
        }
        Lens lens = view.lens().get();
        Map<String, Use> byCategory = new TreeMap<>();
        for (Sight.Spot s : lens.objects()) {
            Use use = byCategory.computeIfAbsent(glyphs.category(s.id()), k -> new Use());
            use.count++;
            use.names.add(s.name());
        }
        Map<Integer, Integer> biomes = new TreeMap<>();
        Area area = lens.area();
        for (int y = area.bottom(); y <= area.top(); y++) {
            for (int x = area.left(); x <= area.right(); x++) {
                Cell c = view.world().map().cellOrNull(x, y);
                if (c != null) {
                    biomes.merge(c.biome(), 1, Integer::sum);
                    if (c.floor() > 0 && c.object().isEmpty()) {
                        Use use = byCategory.computeIfAbsent("floor", k -> new Use());
                        use.count++;
                        use.names.add(lens.knowledge().catalog().displayName(c.floor()));
                    }
                }
            }
        }
        lines.add(Line.of("Things", Painter.ACCENT));
        byCategory.entrySet().stream()
                .sorted(Comparator.comparingInt((Map.Entry<String, Use> e) -> -e.getValue().count)
                        .thenComparing(Map.Entry::getKey))
                .forEach(e -> {
                    GlyphTheme.Glyph g = glyphs.theme().glyph(e.getKey());
                    List<String> names =
                            e.getValue().names.stream().limit(EXAMPLES).toList();
                    String more = e.getValue().names.size() > EXAMPLES ? ", ..." : "";
                    lines.add(new Line(
                            e.getKey() + " (" + e.getValue().count + "): " + String.join(", ", names) + more,
                            Painter.TEXT,
                            g.character(view.ascii()),
                            painter.color(g.colour()),
                            Painter.BACKGROUND));
                });
        lines.add(Line.of("People and marks", Painter.ACCENT));
        lines.add(new Line(
                "you",
                Painter.TEXT,
                '@',
                painter.color(glyphs.theme().glyph("self").colour()),
                Painter.BACKGROUND));
        lines.add(new Line(
                "someone else: the first letter of the name, lower case for a baby",
                Painter.TEXT,
                'E',
                painter.color(glyphs.theme().glyph("player").colour()),
                Painter.BACKGROUND));
        lines.add(new Line("beside an object: it holds things", Painter.TEXT, '+', Painter.ACCENT, Painter.BACKGROUND));
        lines.add(new Line("beside a person: dying", Painter.TEXT, '!', Painter.WARN, Painter.BACKGROUND));
        lines.add(new Line("on red: it can kill; keep away", Painter.TEXT, ' ', Painter.TEXT, Painter.DANGER));
        lines.add(new Line("search match", Painter.TEXT, ' ', Painter.TEXT, Painter.MATCH));
        lines.add(Line.of("Ground", Painter.ACCENT));
        for (var e : biomes.entrySet()) {
            Biomes.Biome b = lens.knowledge().biomes().biome(e.getKey());
            TextColor swatch = glyphs.theme().biome(b.id()).map(painter::color).orElse(TextColor.ANSI.BLACK_BRIGHT);
            String effect = b.effect().isEmpty() ? "" : ": " + b.effect();
            lines.add(new Line(
                    b.name() + effect + " (" + e.getValue() + " tiles)", Painter.TEXT, ' ', Painter.TEXT, swatch));
        }
        return lines;
    }
}
