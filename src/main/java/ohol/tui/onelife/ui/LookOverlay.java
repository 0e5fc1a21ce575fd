package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.TileFacts;
import ohol.tui.onelife.sight.TileLine;
import ohol.tui.onelife.world.Position;

/**
 * Look mode: the tile under the cursor described in full in a box over the lower part of the
 * map, which stays in sight. The keys of target mode work (they move the cursor; Tab and
 * Shift-Tab go through the things in view, P through people); a key that acts in the game does
 * so and closes the box, as do Esc and the key that opened it. When the look ends the cursor
 * goes home (unless it was picked in target mode).
 */
final class LookOverlay implements Overlay {
    static final String KEYS = "Tab/Shift-Tab next thing  P next person  hjkl move  Esc closes";

    private final Keymap<Action> keymap;
    private final Consumer<List<Action>> run;
    private final Runnable ended;

    /**
     * @param run   queues actions for the screen to do (cursor moves, or a game action)
     * @param ended the look ends without an action (closed with {@code q} or the key that opened it)
     */
    LookOverlay(Keymap<Action> keymap, Consumer<List<Action>> run, Runnable ended) {
        this.keymap = keymap;
        this.run = run;
        this.ended = ended;
    }

    @Override
    public boolean showsMap() {
        return true;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        if (view.lens().isEmpty()) {
            return;
        }
        Position here = view.world().ourPosition();
        TileFacts facts = view.lens()
                .get()
                .sight()
                .tile(view.cursor().x() - here.x(), view.cursor().y() - here.y());
        int width = g.getSize().getColumns();
        List<ListOverlay.Line> lines = wrapped(lines(facts, view.lens().get()), width);
        List<String> keys = Text.groups(KEYS, width);
        int rows = g.getSize().getRows();
        int height = Math.min(rows, lines.size() + 1 + keys.size());
        int top = rows - height;
        Text.line(
                g,
                top,
                "-- Look: "
                        + (facts.dx() == 0 && facts.dy() == 0
                                ? "here"
                                : facts.dx() + "," + facts.dy() + " ("
                                        + facts.offset().words() + ")")
                        + " " + "-".repeat(Math.max(0, width)),
                Painter.ACCENT);
        int keysAt = Math.max(top + 1, rows - keys.size());
        for (int i = 0; top + 1 + i < keysAt; i++) {
            ListOverlay.Line line = lines.get(i);
            Text.line(g, top + 1 + i, line.text(), line.colour());
        }
        for (int i = 0; keysAt + i < rows; i++) {
            Text.line(g, keysAt + i, keys.get(i), Painter.DIM);
        }
    }

    /** The lines cleaned and wrapped at words to {@code width}, further rows indented two columns. */
    private static List<ListOverlay.Line> wrapped(List<ListOverlay.Line> lines, int width) {
        List<ListOverlay.Line> rows = new ArrayList<>();
        for (ListOverlay.Line line : lines) {
            String text = ServerText.clean(line.text());
            List<String> parts = Text.words(text, width);
            rows.add(ListOverlay.Line.of(parts.get(0), line.colour()));
            if (parts.size() > 1) {
                String indent = " ".repeat(Math.min(2 + leadingSpaces(text), Math.max(0, width / 3)));
                String rest = String.join(" ", parts.subList(1, parts.size()));
                for (String part : Text.words(rest, Math.max(1, width - indent.length()))) {
                    rows.add(ListOverlay.Line.of(indent + part, line.colour()));
                }
            }
        }
        return rows;
    }

    private static int leadingSpaces(String text) {
        int n = 0;
        while (n < text.length() && text.charAt(n) == ' ') {
            n++;
        }
        return n;
    }

    static List<ListOverlay.Line> lines(TileFacts facts, Lens lens) {
        List<ListOverlay.Line> lines = new ArrayList<>();
        if (!facts.known()) {
            lines.add(ListOverlay.Line.of("Not seen yet.", Painter.DIM));
        }
        facts.object().ifPresent(o -> {
            lines.add(ListOverlay.Line.of(o.words(), o.danger().isPresent() ? Painter.WARN : Painter.TEXT));
            StringBuilder what = new StringBuilder("  ").append(Sight.kindWords(o.kind()));
            if (o.foodValue() > 0) {
                what.append(", food ").append(o.foodValue());
            }
            if (o.craved()) {
                what.append(", what you crave");
            }
            lines.add(ListOverlay.Line.of(what.toString(), o.craved() ? Painter.ACCENT : Painter.DIM));
            o.danger().ifPresent(d -> lines.add(ListOverlay.Line.of("  " + d, Painter.WARN)));
        });
        if (facts.known() && facts.object().isEmpty()) {
            lines.add(ListOverlay.Line.of("Nothing stands here.", Painter.DIM));
        }
        facts.floor().ifPresent(f -> lines.add(ListOverlay.Line.of("Floor: " + f.name(), Painter.TEXT)));
        facts.biome().ifPresent(b -> {
            TextColor colour = b.groundHeat().orElse(0) < 0
                    ? TextColor.ANSI.CYAN_BRIGHT
                    : b.groundHeat().orElse(0) > 0 ? TextColor.ANSI.RED_BRIGHT : Painter.TEXT;
            lines.add(ListOverlay.Line.of(
                    "Ground: " + b.name() + (b.effect().isEmpty() ? "" : ", " + b.effect()), colour));
        });
        for (TileFacts.PersonFacts p : facts.people()) {
            lines.add(ListOverlay.Line.of("Person: " + p.words(), p.dying() ? Painter.WARN : Painter.TEXT));
        }
        facts.graveOf().ifPresent(n -> lines.add(ListOverlay.Line.of(capitalized(TileLine.grave(n)), Painter.TEXT)));
        if (!facts.owners().isEmpty()) {
            lines.add(ListOverlay.Line.of("Owned by " + String.join(", ", facts.owners()), Painter.TEXT));
        }
        for (TileFacts.KeyUse u : facts.uses()) {
            String key = lens.keyFor(u.action()).map(k -> k + " ").orElse("");
            lines.add(ListOverlay.Line.of(key + u.action() + ": " + u.outcome(), Painter.ACCENT));
        }
        if (!lens.knowledge().knowsTransitions() && facts.known()) {
            lines.add(ListOverlay.Line.of(
                    "(what actions do here is known once the game data is read: --data)", Painter.DIM));
        }
        return lines;
    }

    private static boolean keepsTheLook(Action a) {
        return a instanceof ScreenAction.Cursor
                || a instanceof ScreenAction.Cycle
                || a instanceof ScreenAction.CyclePeople
                || a instanceof ScreenAction.Match
                || a instanceof ScreenAction.ScrollLog
                || a instanceof ScreenAction.Sidebar
                || a instanceof ScreenAction.ToggleEdgeScroll
                || a instanceof ScreenAction.Redraw;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (type == KeyType.Escape) {
            run.accept(List.of(new ScreenAction.Cancel())); // as Esc anywhere: the cursor home
            return false;
        }
        if (type == KeyType.EOF || (type == KeyType.Character && key.getCharacter() == 'q')) {
            ended.run();
            return false;
        }
        Optional<List<Action>> actions = keymap.lookup(KeymapLoader.TARGET, KeyChord.of(key));
        if (actions.isEmpty()) {
            return true;
        }
        // only what moves the look stays in it: anything else (a game action, the chat line, a
        // panel) closes it, or its keys would go on moving the cursor under a prompt
        boolean closes = !actions.get().stream().allMatch(LookOverlay::keepsTheLook);
        List<Action> todo = actions.get().stream()
                .filter(a -> !(a instanceof ScreenAction.Describe))
                .toList();
        if (!todo.isEmpty()) {
            run.accept(todo);
        } else if (closes) {
            ended.run();
        }
        return !closes;
    }

    private static String capitalized(String words) {
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
