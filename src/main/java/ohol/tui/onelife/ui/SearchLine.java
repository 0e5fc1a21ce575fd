package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import java.util.Locale;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.world.Position;

/** The bottom line while a search is shown: what was searched, which match the cursor is on, and the keys. */
final class SearchLine implements Pane {
    static final String KEYS = "n/N next/previous  . go there  Esc ends";

    boolean wanted(View view) {
        return view.mode() == KeymapLoader.SEARCH
                && view.lens().flatMap(Lens::search).isPresent()
                && !view.confirmQuit()
                && view.chat().isEmpty()
                && view.notice().isEmpty();
    }

    @Override
    public void draw(TextGraphics g, View view) {
        Lens lens = view.lens().orElseThrow();
        String query = ServerText.clean(lens.search().orElse(""));
        List<ObjectSearch.Seen> matches = lens.matches();
        if (matches.isEmpty()) {
            Text.line(g, 0, "Search '" + query + "': none known on the map  Esc ends", Painter.WARN);
            return;
        }
        Position here = view.world().ourPosition();
        int at = 0;
        for (int i = 0; i < matches.size(); i++) {
            if (here.plus(matches.get(i).dx(), matches.get(i).dy()).equals(view.cursor())) {
                at = i;
            }
        }
        ObjectSearch.Seen m = matches.get(at);
        Text.line(
                g,
                0,
                String.format(
                        Locale.ROOT,
                        "Search '%s': %d of %d, %s %s%s  %s",
                        query,
                        at + 1,
                        matches.size(),
                        ServerText.clean(m.name()),
                        new Offset(m.dx(), m.dy()).words(),
                        m.secondsAgo() > 0 ? ", seen " + m.secondsAgo() + " s ago" : "",
                        KEYS),
                Painter.ACCENT);
    }
}
