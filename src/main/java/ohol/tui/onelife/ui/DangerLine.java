package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Threat;

/**
 * A warning across the top of the map while a deadly animal is within its reach of us plus a
 * few tiles ({@link ohol.tui.onelife.sight.Sight#WARN_MARGIN}): what, where, and how it kills. Else,
 * while we are hungry ({@link Hunger}), where the nearest food is and the key that goes there; a
 * hungry baby, that its mother feeds it. What does not fit one row goes on to the next.
 */
final class DangerLine implements Pane {
    /** Rows the warning may take before what is left is cut, marked. */
    static final int MOST_ROWS = 3;

    boolean wanted(View view) {
        return view.lens().flatMap(Lens::warning).isPresent()
                || view.lens().flatMap(Lens::hunger).isPresent()
                || babyHungry(view);
    }

    /** A hungry baby is told who feeds it where a grown-up is told where food is. */
    private static boolean babyHungry(View view) {
        return view.world().alive()
                && view.world()
                        .us()
                        .map(p -> Hunger.babyHungry(view.world().stats(), p.ageAt(view.agesAt())))
                        .orElse(false);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        Optional<Threat> threat = view.lens().flatMap(Lens::warning);
        if (threat.isPresent()) {
            line(g, " ! " + ServerText.clean(threat.get().warning()), Painter.DANGER);
            return;
        }
        Optional<Hunger> hunger = view.lens().flatMap(Lens::hunger);
        if (hunger.isEmpty()) {
            String full = " hungry: " + Hunger.FED_BY_MOTHER;
            line(
                    g,
                    Widths.columns(full) <= g.getSize().getColumns() ? full : " hungry: " + Hunger.FED_BY_MOTHER_SHORT,
                    Painter.ACCENT);
            return;
        }
        Optional<String> key = view.lens().orElseThrow().keyFor("go");
        String full = " " + ServerText.clean(hunger.get().warning(key.map(k -> "press " + k + " to go")));
        line(
                g,
                Widths.columns(full) <= g.getSize().getColumns()
                        ? full
                        : " " + ServerText.clean(hunger.get().shortWarning(key)),
                Painter.ACCENT);
    }

    /** The words across the top of the map, wrapped at words onto up to {@link #MOST_ROWS} rows (a third of the map at most). */
    private static void line(TextGraphics g, String words, TextColor background) {
        int cols = g.getSize().getColumns();
        int most = Math.max(1, Math.min(MOST_ROWS, g.getSize().getRows() / 3));
        List<String> rows = Text.words(words.stripLeading(), Math.max(1, cols - 2), most);
        g.setForegroundColor(background == Painter.DANGER ? Painter.TEXT : Painter.BACKGROUND);
        g.setBackgroundColor(background);
        g.enableModifiers(com.googlecode.lanterna.SGR.BOLD);
        for (int r = 0; r < rows.size(); r++) {
            String text = Widths.fit(" " + rows.get(r), cols);
            g.putString(0, r, text + " ".repeat(Math.max(0, cols - Widths.columns(text))));
        }
        g.disableModifiers(com.googlecode.lanterna.SGR.BOLD);
    }
}
