package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionHelp;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.KeymapLoader;

/**
 * The keys in effect, made from the keymap the player has: by topic (moving, acting, knowing,
 * people, talking, the screen), keys that do the same on one line, each with what it does in
 * words; then the action language for keymaps and scripts. Lines wrap to the width and the whole
 * pages (Space or PgDn on, PgUp back), so it reads the same on 80x24 as on 200x60, where it
 * takes several columns. On an older server only what its era can do is listed.
 */
public final class HelpOverlay implements Overlay {
    static final String TITLE = "Keys and what they do";
    static final String KEYS = "Space/PgDn next, PgUp back, Esc closes";
    /** The keys' column. */
    static final int KEY_COLS = 14;

    private final List<Line> lines;
    private int page;
    private int pages = 1;

    private record Line(String text, boolean heading, int hang) {}

    /** On today's server. */
    public HelpOverlay(Keymap<Action> keymap) {
        this(keymap, EraFeatures.TODAY, List.of());
    }

    /**
     * Only what a server of {@code era} can do (a key bound to anything it lacks is left out), with
     * a host's own keys first ({@code hostKeys}: a heading, then one line a key).
     */
    public HelpOverlay(Keymap<Action> keymap, EraFeatures era, List<String> hostKeys) {
        List<Line> all = new ArrayList<>();
        for (int i = 0; i < hostKeys.size(); i++) {
            all.add(new Line(hostKeys.get(i), i == 0, i == 0 ? 0 : KEY_COLS));
        }
        Map<ActionHelp.Topic, List<Line>> byTopic = new LinkedHashMap<>();
        for (ActionHelp.Topic t : ActionHelp.Topic.values()) {
            byTopic.put(t, new ArrayList<>());
        }
        Map<KeyChord, List<Action>> normal = keymap.bindings(KeymapLoader.NORMAL);
        for (KeyMode mode : keymap.modes()) {
            Map<List<Action>, List<String>> keys = new LinkedHashMap<>();
            for (Map.Entry<KeyChord, List<Action>> e : keymap.bindings(mode).entrySet()) {
                if (!mode.equals(KeymapLoader.NORMAL) && e.getValue().equals(normal.get(e.getKey()))) {
                    continue; // does what it does in [normal]: said there
                }
                if (!e.getValue().stream().allMatch(era::offers)) {
                    continue;
                }
                keys.computeIfAbsent(e.getValue(), k -> new ArrayList<>())
                        .add(e.getKey().label());
            }
            keys.forEach((actions, labels) -> {
                ActionHelp.Words words = ActionHelp.of(actions);
                String text = String.format(
                        Locale.ROOT,
                        "%-" + (KEY_COLS - 1) + "s %s",
                        String.join(" ", labels),
                        inMode(mode) + words.text());
                byTopic.get(words.topic()).add(new Line(text, false, KEY_COLS));
            });
        }
        byTopic.forEach((topic, list) -> {
            if (!list.isEmpty()) {
                all.add(new Line(topic.title(), true, 0));
                all.addAll(list);
            }
        });
        all.add(new Line("In a keymap or a script (the action language)", true, 0));
        for (ActionSyntax.Verb verb : ActionSyntax.verbs()) {
            if (!ActionSyntax.sample(verb).map(era::offers).orElse(true)) {
                continue;
            }
            all.add(new Line(verb.synopsis() + ": " + verb.summary(), false, 4));
        }
        this.lines = List.copyOf(all);
    }

    private static String inMode(KeyMode mode) {
        if (mode.equals(KeymapLoader.NORMAL)) {
            return "";
        }
        return mode.equals(KeymapLoader.SEARCH)
                ? "while searching: "
                : "in " + mode.name().toLowerCase(Locale.ROOT) + " mode: ";
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
        int columns = Math.max(1, cols / 60);
        int colWidth = cols / columns;
        List<Line> wrapped = wrap(colWidth - 1);
        int perPage = bodyRows * columns;
        pages = Math.max(1, (wrapped.size() + perPage - 1) / perPage);
        page = Math.max(0, Math.min(page, pages - 1));
        Text.line(g, 0, TITLE + "  page " + (page + 1) + "/" + pages + "  " + KEYS, Painter.ACCENT);
        Text.clear(g, 1);
        for (int slot = 0; slot < perPage; slot++) {
            int i = page * perPage + slot;
            if (i >= wrapped.size()) {
                break;
            }
            Line line = wrapped.get(i);
            Text.at(
                    g,
                    (slot / bodyRows) * colWidth,
                    1 + slot % bodyRows,
                    line.text(),
                    line.heading() ? Painter.ACCENT : Painter.TEXT);
        }
    }

    /** Every line cut at spaces to {@code width}, the rest indented under its words. */
    private List<Line> wrap(int width) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) {
            List<String> parts = Text.wrap(l.text(), Math.max(10, width));
            out.add(new Line(parts.get(0), l.heading(), 0));
            String rest = String.join(" ", parts.subList(1, parts.size()));
            if (!rest.isEmpty()) {
                int hang = Math.min(l.hang(), width / 2);
                for (String part : Text.wrap(rest, Math.max(10, width - hang))) {
                    out.add(new Line(" ".repeat(hang) + part, l.heading(), 0));
                }
            }
        }
        return out;
    }

    /** Its paging keys (the help is read, not played beside) and the keys that close it; others close it and act. */
    @Override
    public boolean owns(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (type == KeyType.Character) {
            return !key.isCtrlDown() && !key.isAltDown() && "?q jkbgG".indexOf(key.getCharacter()) >= 0;
        }
        return switch (type) {
            case Escape, EOF, PageDown, PageUp, ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End -> true;
            default -> key instanceof com.googlecode.lanterna.input.MouseAction;
        };
    }

    @Override
    public String keys() {
        return KEYS;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = type == KeyType.Character ? key.getCharacter() : 0;
        if (type == KeyType.Escape || c == '?' || c == 'q' || type == KeyType.EOF) {
            return false;
        }
        if (type == KeyType.PageDown
                || c == ' '
                || type == KeyType.ArrowRight
                || type == KeyType.ArrowDown
                || c == 'j') {
            page++;
        } else if (type == KeyType.PageUp
                || type == KeyType.ArrowLeft
                || type == KeyType.ArrowUp
                || c == 'k'
                || c == 'b') {
            page--;
        } else if (type == KeyType.Home || c == 'g') {
            page = 0;
        } else if (type == KeyType.End || c == 'G') {
            page = pages - 1;
        }
        page = Math.max(0, Math.min(page, pages - 1));
        return true;
    }
}
