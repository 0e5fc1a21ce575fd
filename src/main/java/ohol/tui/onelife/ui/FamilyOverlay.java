package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.world.Family;

/**
 * The family panel: the line from Eve down to us, then our siblings, children and
 * grandchildren, each alive (with age, and which way and how far) or dead (with how and when).
 * Drawn from each frame's world, so it follows the family as it moves, is born and dies. An
 * older server tells no family: there the panel says so and shows only us.
 */
final class FamilyOverlay implements Overlay {
    static final String TITLE = "Your family";

    private record Line(String text, TextColor colour) {}

    private final ObjectCatalog catalog;
    private int top;
    private int lastPage = 1;
    private int lastTotal;

    FamilyOverlay(ObjectCatalog catalog) {
        this.catalog = catalog;
    }

    /** The panel's lines for a report, as drawn (also what tests read). */
    static List<String> lines(Family.Report report) {
        return linesOf(report).stream().map(Line::text).toList();
    }

    private static List<Line> linesOf(Family.Report report) {
        return linesOf(report, EraFeatures.TODAY);
    }

    /** The panel's lines on a server of {@code era}, as drawn. */
    static List<String> lines(Family.Report report, EraFeatures era) {
        return linesOf(report, era).stream().map(Line::text).toList();
    }

    private static List<Line> linesOf(Family.Report report, EraFeatures era) {
        List<Line> out = new ArrayList<>();
        if (!era.has(EraFeatures.Feature.FAMILY)) {
            // no names, parents or lines from Eve in that era's messages: only who is here now
            out.add(new Line(era.dialect().server() + " tells no names, mothers or lines from Eve", Painter.DIM));
            report.you().ifPresent(m -> out.add(new Line("  you: " + describe(m), Painter.ACCENT)));
            return out;
        }
        out.add(new Line("The line from Eve", Painter.ACCENT));
        if (report.line().isEmpty()) {
            out.add(new Line("  none: you are an Eve, the first of your line", Painter.DIM));
        }
        report.line().forEach(m -> out.add(member(m)));
        report.you().ifPresent(m -> out.add(new Line("  you: " + describe(m), Painter.ACCENT)));
        section(out, "Siblings", report.siblings());
        section(out, "Children", report.children());
        section(out, "Grandchildren", report.grandchildren());
        return out;
    }

    private static void section(List<Line> out, String title, List<Family.Member> members) {
        out.add(new Line(title + " (" + members.size() + ")", Painter.ACCENT));
        if (members.isEmpty()) {
            out.add(new Line("  none", Painter.DIM));
        }
        members.forEach(m -> out.add(member(m)));
    }

    private static Line member(Family.Member m) {
        return new Line("  " + describe(m), m.alive() ? Painter.TEXT : Painter.DIM);
    }

    /** {@code EVE SMITH, your mother, female, 31, alive 12 tiles NE} or {@code ..., starved at 0}. */
    static String describe(Family.Member m) {
        boolean you = m.relation().equals("you");
        StringBuilder out = new StringBuilder(m.given()
                .map(n -> ServerText.clean(n) + (you ? "" : ", " + m.relation()))
                .orElse(Family.capitalized(m.relation())));
        if (!m.sex().equals("unknown")) {
            out.append(", ").append(m.sex());
        }
        if (m.alive()) {
            out.append(", ").append((int) Math.floor(m.age())).append(", alive");
            m.way().ifPresent(w -> out.append(w.tiles() == 0 ? " here" : ", " + w.words())
                    .append(m.inSight() ? "" : " (last seen)"));
        } else {
            out.append(", ").append(ServerText.clean(m.death().orElse("died")));
            if (m.ageKnown()) {
                out.append(" at ").append((int) Math.floor(m.age()));
            }
        }
        return out.toString();
    }

    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        return !Overlay.fits(lines(Family.of(view.world(), catalog).report(), view.era()), cols, rows);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        List<Line> lines = linesOf(Family.of(view.world(), catalog).report(), view.era());
        lastPage = Math.max(1, rows - 1);
        lastTotal = lines.size();
        top = Math.max(0, Math.min(top, lines.size() - lastPage));
        int end = Math.min(lines.size(), top + lastPage);
        Text.line(
                g,
                0,
                TITLE + "  " + (top + 1) + "-" + end + " of " + lines.size() + "  (PgUp/PgDn, Esc closes)",
                Painter.ACCENT);
        int row = 1;
        for (int i = top; i < end; i++) {
            Text.line(g, row++, lines.get(i).text(), lines.get(i).colour());
        }
        Text.clear(g, row);
    }

    @Override
    public boolean owns(KeyStroke key) {
        return PanelKeys.owns(key) || PanelKeys.is(key, 'F');
    }

    @Override
    public String keys() {
        return PanelKeys.SCROLL;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (PanelKeys.closes(key) || PanelKeys.is(key, 'F')) {
            return false;
        }
        if (type == KeyType.PageDown) {
            top += lastPage;
        } else if (type == KeyType.PageUp) {
            top -= lastPage;
        } else if (type == KeyType.Home) {
            top = 0;
        } else if (type == KeyType.End) {
            top = lastTotal;
        }
        top = Math.max(0, Math.min(top, Math.max(0, lastTotal - 1)));
        return true;
    }
}
