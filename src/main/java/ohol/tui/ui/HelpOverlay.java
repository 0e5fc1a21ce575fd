package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.core.keys.Keymap;
import ohol.tui.input.Action;
import ohol.tui.input.ActionSyntax;
import ohol.tui.input.BodyAction;
import ohol.tui.world.Emotions;

/**
 * The bindings in effect (key, then what it does in the action language), then every verb of
 * that language with what it does. It scrolls, so every line can be read on a 40x12 terminal as
 * on a 200x60 one; wide terminals get several columns.
 */
public final class HelpOverlay implements Overlay {
    static final String TITLE = "Keys and actions";
    private final List<Line> lines;
    private int top;
    private int lastPageLines = 1;

    private record Line(String text, boolean heading) {}

    public HelpOverlay(Keymap<Action> keymap) {
        List<Line> all = new ArrayList<>();
        for (KeyMode mode : keymap.modes()) {
            all.add(new Line("[" + mode.name().toLowerCase(Locale.ROOT) + "] keys", true));
            for (Map.Entry<KeyChord, List<Action>> e : keymap.bindings(mode).entrySet()) {
                all.add(new Line(
                        String.format(
                                Locale.ROOT,
                                "%-9s %s%s",
                                e.getKey().label(),
                                ActionSyntax.format(e.getValue()),
                                emotionOf(e.getValue())),
                        false));
            }
        }
        all.add(new Line("Actions (keymaps and scripts)", true));
        for (ActionSyntax.Verb verb : ActionSyntax.verbs()) {
            all.add(new Line(verb.synopsis() + ": " + verb.summary(), false));
        }
        this.lines = List.copyOf(all);
    }

    /** For a key that shows an emotion, its word: {@code  (happy)}. */
    private static String emotionOf(List<Action> actions) {
        return actions.size() == 1 && actions.get(0) instanceof BodyAction.Emote emote
                ? " (" + Emotions.word(emote.index()) + ")"
                : "";
    }

    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        return true; // longer than any map pane
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int cols = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        int bodyRows = Math.max(1, rows - 1);
        int colWidth = Math.min(cols, Math.max(38, cols / Math.max(1, cols / 50)));
        int columns = Math.max(1, cols / colWidth);
        lastPageLines = bodyRows * columns;
        top = Math.max(0, Math.min(top, lines.size() - lastPageLines));
        int shownTo = Math.min(lines.size(), top + lastPageLines);
        String title =
                TITLE + "  " + (top + 1) + "-" + shownTo + " of " + lines.size() + "  (PgDn/PgUp, j/k; Esc closes)";
        Text.line(g, 0, title, Painter.ACCENT);
        for (int r = 1; r < rows; r++) {
            Text.line(g, r, "", Painter.TEXT);
        }
        for (int i = top; i < shownTo; i++) {
            int slot = i - top;
            int col = (slot / bodyRows) * colWidth;
            Line line = lines.get(i);
            String text = line.text().length() > colWidth - 1
                    ? line.text().substring(0, Math.max(0, colWidth - 1))
                    : line.text();
            Text.at(g, col, 1 + slot % bodyRows, text, line.heading() ? Painter.ACCENT : Painter.TEXT);
        }
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = type == KeyType.Character ? key.getCharacter() : 0;
        if (type == KeyType.Escape || c == '?' || c == 'q' || type == KeyType.EOF) {
            return false;
        }
        if (type == KeyType.PageDown || c == ' ' || type == KeyType.ArrowRight) {
            top += Math.max(1, lastPageLines);
        } else if (type == KeyType.PageUp || type == KeyType.ArrowLeft) {
            top -= Math.max(1, lastPageLines);
        } else if (type == KeyType.ArrowDown || c == 'j') {
            top++;
        } else if (type == KeyType.ArrowUp || c == 'k') {
            top--;
        } else if (type == KeyType.Home || c == 'g') {
            top = 0;
        } else if (type == KeyType.End || c == 'G') {
            top = lines.size();
        }
        top = Math.max(0, Math.min(top, Math.max(0, lines.size() - 1)));
        return true;
    }
}
