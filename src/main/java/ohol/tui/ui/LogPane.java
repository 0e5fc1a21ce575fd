package ohol.tui.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ohol.tui.text.ServerText;
import ohol.tui.world.Chronicle;
import ohol.tui.world.WorldEvent;

/**
 * A log pane: speech (ours, others' with their names, words written at places) or the event
 * log (births, names, deaths with their reasons, following, exile). Lines wrap to the width;
 * the newest is at the bottom, and the pane can be scrolled back.
 */
public final class LogPane {
    /** Which log a pane shows. */
    public enum Kind { SPEECH, EVENTS }

    private record Line(String text, TextColor colour) {}

    private final Kind kind;

    public LogPane(Kind kind) {
        this.kind = kind;
    }

    public void draw(TextGraphics g, View view) {
        int width = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        List<Chronicle.Entry<WorldEvent>> entries = kind == Kind.SPEECH ? view.world().speech() : view.world().events();
        List<Line> lines = new ArrayList<>();
        for (Chronicle.Entry<WorldEvent> e : entries) {
            Line line = format(e.value());
            for (String part : Text.wrap(line.text(), width)) {
                lines.add(new Line(part, line.colour()));
            }
        }
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
        if (e instanceof WorldEvent.Said s) {
            String who = s.us() ? "You" : ServerText.clean(s.name());
            return new Line(who + ": " + ServerText.clean(s.text()), s.curse() ? Painter.WARN : s.us() ? Painter.ACCENT : Painter.TEXT);
        } else if (e instanceof WorldEvent.PlaceSaid p) {
            return new Line("(" + p.x() + "," + p.y() + ") " + ServerText.clean(p.text()), Painter.DIM);
        } else if (e instanceof WorldEvent.Born b) {
            return new Line(ServerText.clean(b.motherName()) + " had a baby (#" + b.playerId() + ")", Painter.GOOD);
        } else if (e instanceof WorldEvent.Named n) {
            return new Line("#" + n.playerId() + " is " + ServerText.clean(n.name()), Painter.TEXT);
        } else if (e instanceof WorldEvent.Died d) {
            String who = d.us() ? "You" : ServerText.clean(d.name());
            return new Line(String.format(Locale.ROOT, "%s died (%s) aged %.0f", who, StatusPane.reason(d.reason()), d.age()),
                    d.us() ? Painter.WARN : Painter.DIM);
        } else if (e instanceof WorldEvent.Followed f) {
            return new Line(ServerText.clean(f.follower()) + " follows " + ServerText.clean(f.leader()), Painter.TEXT);
        } else if (e instanceof WorldEvent.ExiledBy x) {
            return new Line(ServerText.clean(x.target()) + " was exiled by " + ServerText.clean(x.exiler()), Painter.WARN);
        } else if (e instanceof WorldEvent.Wounded w) {
            return new Line(ServerText.clean(w.name()) + (w.sick() ? " is sick" : " is badly hurt"), Painter.WARN);
        } else if (e instanceof WorldEvent.HealedUp h) {
            return new Line(ServerText.clean(h.name()) + " is healed", Painter.GOOD);
        } else if (e instanceof WorldEvent.Notice n) {
            return new Line("** " + ServerText.clean(n.text()), Painter.ACCENT);
        }
        return new Line(e.toString(), Painter.DIM);
    }
}
