package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Relation;

/**
 * The message history (as a roguelike's Ctrl-P): every speech, event and notice of this life,
 * newest at the bottom, paged with PgUp/PgDn and filtered with Tab: all, the family's (lines
 * about our kin or ourselves), or what happened near us. The filters have no letters: a, f and n
 * would take keys that act in the game.
 */
final class HistoryOverlay implements Overlay {
    static final String TITLE = "History of this life";

    /** Which lines show. */
    enum Filter {
        ALL("all"),
        FAMILY("family"),
        NEARBY("nearby");

        final String word;

        Filter(String word) {
            this.word = word;
        }
    }

    private record Line(String text, TextColor colour) {}

    private final MessageLog log;
    private final ObjectCatalog catalog;
    private Filter filter = Filter.ALL;
    /** Lines scrolled back from the newest. */
    private int back;

    private int lastPage = 1;
    private int lastTotal;

    HistoryOverlay(MessageLog log, ObjectCatalog catalog) {
        this.log = log;
        this.catalog = catalog;
    }

    Filter filter() {
        return filter;
    }

    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        List<String> lines = new ArrayList<>();
        for (MessageLog.Entry e : log.entries()) {
            if (shows(e, Family.of(view.world(), catalog))) {
                lines.add("00:00 " + ServerText.clean(e.text()));
            }
        }
        return !Overlay.fits(lines, cols, rows);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int cols = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        Family family = Family.of(view.world(), catalog);
        List<Line> lines = new ArrayList<>();
        for (MessageLog.Entry e : log.entries()) {
            if (!shows(e, family)) {
                continue;
            }
            long seconds = Math.max(0, (e.nanos() - log.startNanos()) / 1_000_000_000L);
            String stamp = String.format(Locale.ROOT, "%2d:%02d ", seconds / 60, seconds % 60);
            List<String> parts = Text.wrap(ServerText.clean(e.text()), Math.max(1, cols - stamp.length()));
            for (int i = 0; i < parts.size(); i++) {
                lines.add(new Line((i == 0 ? stamp : " ".repeat(stamp.length())) + parts.get(i), colour(e)));
            }
        }
        int page = Math.max(1, rows - 1);
        lastPage = page;
        lastTotal = lines.size();
        back = Math.max(0, Math.min(back, lines.size() - page));
        int end = lines.size() - back;
        int start = Math.max(0, end - page);
        StringBuilder title = new StringBuilder(TITLE).append(": ");
        for (Filter f : Filter.values()) {
            title.append(f == filter ? "[" + f.word + "]" : f.word).append(' ');
        }
        title.append(lines.isEmpty() ? " nothing yet" : " " + (start + 1) + "-" + end + " of " + lines.size())
                .append("  (Tab, PgUp/PgDn, Esc closes)");
        Text.line(g, 0, title.toString(), Painter.ACCENT);
        int row = 1;
        for (int i = start; i < end; i++) {
            Text.line(g, row++, lines.get(i).text(), lines.get(i).colour());
        }
        Text.clear(g, row);
    }

    private boolean shows(MessageLog.Entry e, Family family) {
        return switch (filter) {
            case ALL -> true;
            case NEARBY -> e.nearby();
            case FAMILY -> e.subjects().stream()
                    .anyMatch(id -> family.relationOf(id).kind().group() != Relation.Group.NONE);
        };
    }

    private static TextColor colour(MessageLog.Entry e) {
        return switch (e.kind()) {
            case SPEECH -> Painter.TEXT;
            case EVENT -> Painter.ACCENT;
            case NOTICE -> Painter.DIM;
        };
    }

    @Override
    public boolean owns(KeyStroke key) {
        KeyType type = key.getKeyType();
        return PanelKeys.owns(key) || type == KeyType.Tab || type == KeyType.ReverseTab || closesHere(key);
    }

    private static boolean closesHere(KeyStroke key) {
        return key.isCtrlDown() && key.getKeyType() == KeyType.Character && key.getCharacter() == 'p';
    }

    @Override
    public String keys() {
        return "Tab filters  " + PanelKeys.SCROLL;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (PanelKeys.closes(key) || closesHere(key)) {
            return false;
        }
        int filters = Filter.values().length;
        if (type == KeyType.Tab) {
            filter = Filter.values()[(filter.ordinal() + 1) % filters];
            back = 0;
        } else if (type == KeyType.ReverseTab) {
            filter = Filter.values()[(filter.ordinal() + filters - 1) % filters];
            back = 0;
        } else if (type == KeyType.PageUp) {
            back += lastPage;
        } else if (type == KeyType.PageDown) {
            back -= lastPage;
        } else if (type == KeyType.Home) {
            back = lastTotal;
        } else if (type == KeyType.End) {
            back = 0;
        }
        back = Math.max(0, Math.min(back, Math.max(0, lastTotal - 1)));
        return true;
    }
}
