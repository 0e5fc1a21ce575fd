package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.world.Chronicle;
import ohol.tui.onelife.world.Emotions;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.WorldEvent;

/**
 * A log pane: speech (ours, others' with what they are to us and their names, words written at
 * places) or the event log (births, names, deaths with their reasons, following, exile). Lines
 * wrap to the width; the newest is at the bottom, and the speech pane can be scrolled back. The
 * event log keeps our close family's births and deaths in view at its top, and folds runs of
 * routine lines (who follows whom) into one.
 */
public final class LogPane implements Pane {
    /** Which log a pane shows. */
    public enum Kind {
        SPEECH,
        EVENTS
    }

    private record Line(String text, TextColor colour) {}

    private final Kind kind;
    private final ObjectCatalog catalog;

    /** Without the game data: kin are told apart, but not sons from daughters. */
    public LogPane(Kind kind) {
        this(kind, ObjectCatalog.empty());
    }

    public LogPane(Kind kind, ObjectCatalog catalog) {
        this.kind = kind;
        this.catalog = catalog;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int width = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        Family family = Family.of(view.world(), catalog);
        List<Line> pinned = new ArrayList<>();
        Set<Integer> pinnedIds = new HashSet<>();
        if (kind == Kind.EVENTS) {
            List<Family.News> news = family.news();
            for (Family.News n : news.subList(Math.max(0, news.size() - Math.max(1, rows / 2)), news.size())) {
                pinnedIds.add(n.playerId());
                for (String part : Text.wrap(ServerText.clean(n.sentence()), width)) {
                    pinned.add(new Line(part, n.death() ? Painter.WARN : Painter.GOOD));
                }
            }
            if (pinned.size() > rows) {
                pinned = pinned.subList(pinned.size() - rows, pinned.size());
            }
        }
        int room = rows - pinned.size();
        int wanted = room + (kind == Kind.SPEECH ? view.speechBack() : 0);
        List<Line> lines = newestLines(view, family, pinnedIds, width, wanted);
        int back = kind == Kind.SPEECH ? Math.min(view.speechBack(), Math.max(0, lines.size() - room)) : 0;
        int end = lines.size() - back;
        int start = Math.max(0, end - room);
        int row = 0;
        for (Line line : pinned) {
            Text.line(g, row++, line.text(), line.colour());
        }
        for (int i = start; i < end; i++) {
            Text.line(g, row++, lines.get(i).text(), lines.get(i).colour());
        }
        Text.clear(g, row);
        if (back > 0 && rows > 0) {
            String more = "-- " + back + " more --";
            Text.at(g, Math.max(0, width - more.length()), rows - 1, more, Painter.ACCENT);
        }
    }

    /**
     * The newest wrapped lines, oldest first, at least {@code wanted} of them when the log has
     * them: only what can show is worded and wrapped, so a frame costs what is on screen, not
     * the history. In the event log the family news shown above is left out and each run of
     * follows is folded into one line.
     */
    private List<Line> newestLines(View view, Family family, Set<Integer> pinned, int width, int wanted) {
        List<Chronicle.Entry<WorldEvent>> entries =
                kind == Kind.SPEECH ? view.world().speech() : view.world().events();
        List<Line> reversed = new ArrayList<>();
        Repeats repeats = new Repeats(reversed, width);
        int follows = 0;
        String lastFollow = "";
        for (int i = entries.size() - 1; i >= 0 && (reversed.size() < wanted || follows > 0); i--) {
            WorldEvent event = entries.get(i).value();
            if (event instanceof WorldEvent.Emoted e && !Emotions.known(e.index())) {
                continue; // an emotion without a word says nothing
            }
            if (kind == Kind.EVENTS && event instanceof WorldEvent.Followed) {
                if (follows++ == 0) {
                    lastFollow = family.sentence(event); // the newest of the run
                }
                continue;
            }
            if (follows > 0) {
                repeats.flush();
                addReversed(reversed, folded(follows, lastFollow), width);
                follows = 0;
                if (reversed.size() >= wanted) {
                    break;
                }
            }
            if ((event instanceof WorldEvent.Died d && pinned.contains(d.playerId()) && !d.us())
                    || (event instanceof WorldEvent.Born b && pinned.contains(b.playerId()))) {
                continue;
            }
            repeats.add(format(event, family));
        }
        repeats.flush();
        if (follows > 0) {
            addReversed(reversed, folded(follows, lastFollow), width);
        }
        Collections.reverse(reversed);
        return reversed;
    }

    /** Lines newest first, the same line in a row counted on the newest ({@code *STARVING* x3}). */
    private static final class Repeats {
        private final List<Line> reversed;
        private final int width;
        private Line held;
        private int times;

        Repeats(List<Line> reversed, int width) {
            this.reversed = reversed;
            this.width = width;
        }

        void add(Line line) {
            if (held != null && held.text().equals(line.text())) {
                times++;
                return;
            }
            flush();
            held = line;
            times = 1;
        }

        void flush() {
            if (held != null) {
                addReversed(reversed, new Line(Folds.times(held.text(), times), held.colour()), width);
                held = null;
            }
        }
    }

    private static void addReversed(List<Line> reversed, Line line, int width) {
        List<String> parts = Text.wrap(line.text(), width);
        for (int p = parts.size() - 1; p >= 0; p--) {
            reversed.add(new Line(parts.get(p), line.colour()));
        }
    }

    private static Line folded(int follows, String last) {
        String text = follows == 1 ? last : follows + " follows, last: " + last;
        return new Line(ServerText.clean(text), Painter.DIM);
    }

    private static Line format(WorldEvent e, Family family) {
        return new Line(ServerText.clean(family.sentence(e)), e.accept(COLOURS));
    }

    private static final WorldEvent.Handler<TextColor> COLOURS = new WorldEvent.Handler<>() {
        @Override
        public TextColor on(WorldEvent.StatsChanged e) {
            return Painter.DIM;
        }

        @Override
        public TextColor on(WorldEvent.Born e) {
            return Painter.GOOD;
        }

        @Override
        public TextColor on(WorldEvent.Named e) {
            return Painter.TEXT;
        }

        @Override
        public TextColor on(WorldEvent.Died e) {
            return e.us() ? Painter.WARN : Painter.DIM;
        }

        @Override
        public TextColor on(WorldEvent.Said e) {
            return e.curse() ? Painter.WARN : e.us() ? Painter.ACCENT : Painter.TEXT;
        }

        @Override
        public TextColor on(WorldEvent.PlaceSaid e) {
            return Painter.DIM;
        }

        @Override
        public TextColor on(WorldEvent.Followed e) {
            return Painter.TEXT;
        }

        @Override
        public TextColor on(WorldEvent.ExiledBy e) {
            return Painter.WARN;
        }

        @Override
        public TextColor on(WorldEvent.Wounded e) {
            return Painter.WARN;
        }

        @Override
        public TextColor on(WorldEvent.HealedUp e) {
            return Painter.GOOD;
        }

        @Override
        public TextColor on(WorldEvent.Notice e) {
            return Painter.ACCENT;
        }

        @Override
        public TextColor on(WorldEvent.Emoted e) {
            return e.us() ? Painter.ACCENT : Painter.TEXT;
        }

        @Override
        public TextColor on(WorldEvent.Carried e) {
            return e.us() ? Painter.ACCENT : Painter.TEXT;
        }
    };
}
