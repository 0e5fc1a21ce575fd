package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.world.Places;
import ohol.tui.onelife.world.Way;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The places of this life: where it began, the homeland, property and spots the server pointed
 * to, and the tiles the player named, each with the way there. A place can be chosen (the status
 * line then points to it), travelled to, and the tile we stand on named.
 */
final class PlacesOverlay implements Overlay {
    static final String TITLE = "Places";
    /** Up/Down and the numbers choose, as in a list; the other walk keys and g, t close it and act. */
    static final String KEYS = "Up/Down/1-9 choose  Enter: guide there  T: travel  m: name this tile  Esc";

    private final Consumer<Action> perform;
    private int selected;
    private final LineHistory names;
    private LineEditor naming;

    /** {@code naming}: open asking a name for the tile we stand on; {@code names}: the names given before. */
    PlacesOverlay(Consumer<Action> perform, boolean naming, LineHistory names) {
        this.perform = perform;
        this.names = names;
        this.naming = naming ? new LineEditor(Places.MAX_NAME, names) : null;
    }

    boolean naming() {
        return naming != null;
    }

    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        return !Overlay.fits(lines(view.world(), -1), cols, rows);
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int rows = g.getSize().getRows();
        WorldSnapshot world = view.world();
        List<Places.Place> places = world.places().list();
        selected = Math.max(0, Math.min(selected, places.size() - 1));
        if (naming != null) {
            String keys = "  (Enter names it, Esc cancels)";
            int room = Math.max(1, g.getSize().getColumns() - 17 - keys.length() - 1);
            EditedLine.draw(g, 0, "Name this place: ", naming.text(), naming.cursor(), room, keys, Painter.ACCENT);
        } else {
            Text.line(g, 0, TITLE + "  (" + KEYS + ")", Painter.ACCENT);
        }
        int first = Math.max(0, Math.min(selected - (rows - 2) / 2, places.size() - (rows - 1)));
        int row = 1;
        List<String> lines = lines(world, naming == null ? selected : -1);
        for (int i = first; i < places.size() && row < rows; i++) {
            boolean chosen = world.places().chosen().orElse(-1) == i;
            Text.line(g, row++, lines.get(i), chosen ? Painter.GOOD : Painter.TEXT);
        }
        if (places.isEmpty() && row < rows) {
            Text.line(g, row++, "  no places yet", Painter.DIM);
        }
        Text.clear(g, row);
    }

    /** A line per place, the one at {@code selected} marked. */
    private static List<String> lines(WorldSnapshot world, int selected) {
        List<Places.Place> places = world.places().list();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < places.size(); i++) {
            Places.Place p = places.get(i);
            Way way = Way.between(world.ourPosition(), p.at());
            boolean chosen = world.places().chosen().orElse(-1) == i;
            out.add((i == selected ? "> " : "  ") + (i + 1) + " " + ServerText.clean(p.name()) + " ("
                    + p.kind().words() + "): " + way.words() + (chosen ? "  [guiding]" : ""));
        }
        return out;
    }

    @Override
    public boolean owns(KeyStroke key) {
        if (naming != null || PanelKeys.owns(key) || PanelKeys.is(key, '\'') || PanelKeys.is(key, 'T')) {
            return true;
        }
        KeyType type = key.getKeyType();
        return type == KeyType.ArrowUp
                || type == KeyType.ArrowDown
                || type == KeyType.Enter
                || PanelKeys.is(key, 'm')
                || (type == KeyType.Character && key.getCharacter() >= '1' && key.getCharacter() <= '9');
    }

    @Override
    public String keys() {
        return naming != null ? "" : KEYS;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        char c = type == KeyType.Character ? key.getCharacter() : 0;
        if (naming != null) {
            return name(key, type, c);
        }
        if (type == KeyType.Escape || type == KeyType.EOF || c == 'q' || c == '\'') {
            return false;
        }
        if (type == KeyType.ArrowDown) {
            selected++;
        } else if (type == KeyType.ArrowUp) {
            selected = Math.max(0, selected - 1);
        } else if (c >= '1' && c <= '9') {
            selected = c - '1';
        } else if (type == KeyType.Enter) {
            perform.accept(new Query.Guide(String.valueOf(selected + 1)));
        } else if (c == 'T') {
            perform.accept(new Query.Travel(String.valueOf(selected + 1)));
            return false;
        } else if (c == 'm') {
            naming = new LineEditor(Places.MAX_NAME, names);
        }
        return true;
    }

    private boolean name(KeyStroke key, KeyType type, char c) {
        if (type == KeyType.Escape || type == KeyType.EOF) {
            naming = null;
            return true;
        }
        if (type == KeyType.Enter) {
            String name = naming.enter().strip();
            naming = null;
            if (!name.isEmpty()) {
                perform.accept(new Query.Mark(name));
            }
            return true;
        }
        if (!naming.edit(key) && c >= ' ' && !key.isCtrlDown() && !key.isAltDown()) {
            naming.insert(c);
        }
        return true;
    }
}
