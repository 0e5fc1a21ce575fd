package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import ohol.tui.input.Action;
import ohol.tui.input.KeyChord;
import ohol.tui.input.Keymap;

/** The bindings in effect, drawn over the map: key, then what it does, for both modes. */
public final class HelpOverlay {
    private final Keymap keymap;

    public HelpOverlay(Keymap keymap) {
        this.keymap = keymap;
    }

    public void draw(TextGraphics g, View view) {
        List<String> lines = new ArrayList<>();
        lines.add("Keys (Esc or ? closes)");
        for (Keymap.Mode mode : Keymap.Mode.values()) {
            lines.add("[" + mode.name().toLowerCase(Locale.ROOT) + "]");
            for (Map.Entry<KeyChord, List<Action>> e : keymap.bindings(mode).entrySet()) {
                String does = e.getValue().stream().map(HelpOverlay::describe).collect(Collectors.joining("; "));
                lines.add(String.format("%-10s %s", e.getKey().label(), does));
            }
        }
        int cols = g.getSize().getColumns();
        int rows = g.getSize().getRows();
        int colWidth = Math.min(cols, 38);
        int perColumn = Math.max(1, rows);
        int columns = Math.max(1, cols / colWidth);
        for (int r = 0; r < rows; r++) {
            Text.line(g, r, "", Painter.TEXT);
        }
        for (int i = 0; i < lines.size() && i / perColumn < columns; i++) {
            int col = (i / perColumn) * colWidth;
            String text = lines.get(i);
            Text.at(g, col, i % perColumn, text.length() > colWidth - 1 ? text.substring(0, colWidth - 1) : text,
                    text.startsWith("[") || i == 0 ? Painter.ACCENT : Painter.TEXT);
        }
    }

    /** An action in the words of the action language. */
    static String describe(Action a) {
        String name = a.getClass().getSimpleName().toLowerCase(Locale.ROOT);
        String fields = a.toString().replaceFirst("^[A-Za-z]+\\[", "").replaceFirst("]$", "")
                .replaceAll("[a-zA-Z]+=", "").replace("Offset[", "").replace("Cursor[]", "@").replace("]", "");
        return fields.isBlank() ? name : name + " " + fields.replace(",", "");
    }
}
