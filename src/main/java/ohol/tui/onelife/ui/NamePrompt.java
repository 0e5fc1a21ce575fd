package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.knowledge.ObjectSearch;

/**
 * A line at the foot of the map to type an object's name into, with names offered as one types
 * (the screen offers those of things in view first, then the game's names that begin with the
 * text, then others that hold it): Tab completes as far as the names that begin with the text
 * agree, then goes through them; Up and Down choose (or, with nothing typed, go through the
 * names entered before), Enter takes the line, Esc gives up; the line edits as a shell's does
 * ({@link LineEditor}). The map stays in sight above it.
 */
final class NamePrompt implements Overlay {
    /** Names offered at once. */
    static final int SHOWN = 6;

    private final String label;
    private final Function<String, List<String>> offer;
    private final Consumer<String> changed;
    private final Consumer<String> done;
    private final Runnable cancelled;
    private final LineEditor text;
    private List<String> offered = List.of();
    private int chosen = -1;

    /**
     * @param history the names entered before at this kind of prompt (Up and Down, when no name is offered)
     * @param changed told the text after each change (a search highlights as one types)
     * @param done    told the text taken with Enter
     */
    NamePrompt(
            String label,
            LineHistory history,
            Function<String, List<String>> offer,
            Consumer<String> changed,
            Consumer<String> done,
            Runnable cancelled) {
        this.label = label;
        this.text = new LineEditor(ObjectSearch.MAX_QUERY, history);
        this.offer = offer;
        this.changed = changed;
        this.done = done;
        this.cancelled = cancelled;
    }

    /** The game's names for {@code text}: those that begin with it, then those that hold it. */
    static List<String> gameNames(ObjectSearch search, String text) {
        if (text.isBlank()) {
            return List.of();
        }
        Set<String> names = new LinkedHashSet<>(search.complete(text));
        for (ObjectSearch.Match m : search.find(text, ObjectSearch.MAX_COMPLETIONS)) {
            names.add(m.name());
        }
        return new ArrayList<>(names);
    }

    @Override
    public boolean showsMap() {
        return true;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        List<String> names = offered;
        int shown = Math.min(Math.min(SHOWN, names.size()), Math.max(0, rows - 1));
        for (int i = 0; i < shown; i++) {
            int row = rows - 1 - shown + i;
            boolean mine = i == chosen;
            Text.line(
                    g,
                    row,
                    (mine ? "> " : "  ") + ServerText.clean(names.get(i)),
                    mine ? Painter.ACCENT : Painter.TEXT);
        }
        String more =
                names.size() > shown ? "  (" + names.size() + " names; Tab completes)" : "  Tab completes, Esc cancels";
        String prefix = label + ": ";
        int room = Math.max(1, g.getSize().getColumns() - prefix.length() - more.length() - 1);
        EditedLine.draw(g, rows - 1, prefix, text.text(), text.cursor(), room, more, Painter.ACCENT);
    }

    @Override
    public boolean key(KeyStroke key) {
        switch (key.getKeyType()) {
            case Escape, EOF -> {
                cancelled.run();
                return false;
            }
            case Enter -> {
                String typed = text.enter().strip();
                if (typed.isEmpty()) {
                    cancelled.run();
                } else {
                    done.accept(typed);
                }
                return false;
            }
            case Tab -> complete();
            case ArrowDown, ArrowUp -> {
                if (text.inHistory() || offered.isEmpty()) {
                    String before = text.text();
                    text.edit(key);
                    if (!before.equals(text.text())) {
                        offered = offer.apply(text.text());
                        chosen = -1;
                        changed.accept(text.text());
                    }
                } else {
                    choose(key.getKeyType() == KeyType.ArrowDown ? 1 : -1);
                }
            }
            default -> {
                String before = text.text();
                if (text.edit(key)) {
                    if (!before.equals(text.text())) {
                        edited();
                    }
                } else if (key.getKeyType() == KeyType.Character
                        && !key.isCtrlDown()
                        && !key.isAltDown()
                        && !Character.isISOControl(key.getCharacter())
                        && text.insert(key.getCharacter())) {
                    edited();
                }
            }
        }
        return true;
    }

    private void edited() {
        chosen = -1;
        offered = offer.apply(text.text());
        changed.accept(text.text());
    }

    /** Tab: as far as the offered names that begin with the text agree, else the next name offered. */
    private void complete() {
        if (offered.isEmpty()) {
            return;
        }
        String typed = text.text().toLowerCase(Locale.ROOT);
        String common = null;
        for (String n : offered) {
            if (!n.toLowerCase(Locale.ROOT).startsWith(typed)) {
                continue;
            }
            if (common == null) {
                common = n;
                continue;
            }
            int i = 0;
            while (i < common.length()
                    && i < n.length()
                    && Character.toLowerCase(common.charAt(i)) == Character.toLowerCase(n.charAt(i))) {
                i++;
            }
            common = common.substring(0, i);
        }
        if (common != null && common.length() > typed.length()) {
            text.set(common);
            offered = offer.apply(text.text());
            changed.accept(text.text());
            return;
        }
        choose(1);
    }

    private void choose(int step) {
        if (offered.isEmpty()) {
            return;
        }
        chosen = Math.floorMod(chosen + step, Math.min(SHOWN, offered.size()));
        text.set(offered.get(chosen));
        changed.accept(text.text());
    }
}
