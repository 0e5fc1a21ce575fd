package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;
import ohol.tui.sight.Threat;

/**
 * A warning across the top of the map while a deadly animal is within its reach of us plus a
 * few tiles ({@link ohol.tui.sight.Sight#WARN_MARGIN}): what, where, and how it kills.
 */
final class DangerLine implements Pane {
    boolean wanted(View view) {
        return view.lens().flatMap(Lens::warning).isPresent();
    }

    @Override
    public void draw(TextGraphics g, View view) {
        Threat t = view.lens().flatMap(Lens::warning).orElseThrow();
        int cols = g.getSize().getColumns();
        String text = Widths.fit(" ! " + ServerText.clean(t.warning()), cols);
        g.setForegroundColor(Painter.TEXT);
        g.setBackgroundColor(Painter.DANGER);
        g.enableModifiers(com.googlecode.lanterna.SGR.BOLD);
        g.putString(0, 0, text + " ".repeat(Math.max(0, cols - Widths.columns(text))));
        g.disableModifiers(com.googlecode.lanterna.SGR.BOLD);
    }
}
