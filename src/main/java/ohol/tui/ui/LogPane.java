package ohol.tui.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.world.Chronicle;
import ohol.tui.world.EventText;
import ohol.tui.world.WorldEvent;

/**
 * A log pane: speech (ours, others' with their names, words written at places) or the event
 * log (births, names, deaths with their reasons, following, exile). Lines wrap to the width;
 * the newest is at the bottom, and the pane can be scrolled back.
 */
public final class LogPane implements Pane {
    /** Which log a pane shows. */
    public enum Kind { SPEECH, EVENTS }

    private record Line(String text, TextColor colour) {}

    private final Kind kind;

    public LogPane(Kind kind) {
        this.kind = kind;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int width = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        List<Chronicle.Entry<WorldEvent>> entries = kind == Kind.SPEECH ? view.world().speech() : view.world().events();
        int wanted = rows + (kind == Kind.SPEECH ? view.speechBack() : 0);
        // only the newest entries that can show are wrapped: a render costs what is on screen, not the history
        List<Line> lines = new ArrayList<>();
        for (int i = entries.size() - 1; i >= 0 && lines.size() < wanted; i--) {
            Line line = format(entries.get(i).value());
            List<String> parts = Text.wrap(line.text(), width);
            for (int p = parts.size() - 1; p >= 0; p--) {
                lines.add(new Line(parts.get(p), line.colour()));
            }
        }
        java.util.Collections.reverse(lines);
        int back = kind == Kind.SPEECH ? Math.min(view.speechBack(), Math.max(0, lines.size() - rows)) : 0;
        int end = lines.size() - back;
        int start = Math.max(0, end - rows);
        int row = 0;
        for (int i = start; i < end; i++) {
            Text.line(g, row++, lines.get(i).text(), lines.get(i).colour());
        }
        Text.clear(g, row);
        if (back > 0 && rows > 0) {
            String more = "-- " + back + " more --";
            Text.at(g, Math.max(0, width - more.length()), rows - 1, more, Painter.ACCENT);
        }
    }

    private static Line format(WorldEvent e) {
        return new Line(SafeText.clean(EventText.sentence(e)), e.accept(COLOURS));
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
    };
}
