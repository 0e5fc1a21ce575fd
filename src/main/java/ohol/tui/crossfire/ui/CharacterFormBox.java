package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.crossfire.session.CharacterForm;
import ohol.tui.crossfire.session.PlayerAction;

/**
 * The account login's new character, made by the player as in the GTK client's creation window:
 * a race, a class and the stat points shared out, one row each; the arrows or {@code j}/{@code k}
 * choose a row, the arrows or {@code h}/{@code l} change it (a stat by one point, within the
 * server's range and the points left), Enter creates the character once every point is given.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class CharacterFormBox {
    private CharacterForm form;
    private int row;
    private int race;
    private int characterClass;
    private int[] values = new int[0];
    private Optional<String> refusal = Optional.empty();

    /** Starts afresh on a form not seen before: the chosen race and class, the points shared evenly. */
    private void on(CharacterForm f) {
        if (f.equals(form)) {
            return;
        }
        form = f;
        row = 0;
        race = 0;
        characterClass = 0;
        values = f.even();
        refusal = Optional.empty();
    }

    List<PlayerAction> key(CharacterForm f, KeyStroke key) {
        on(f);
        refusal = Optional.empty();
        int rows = 2 + values.length;
        switch (key.getKeyType()) {
            case ArrowDown -> row = (row + 1) % rows;
            case ArrowUp -> row = (row + rows - 1) % rows;
            case ArrowLeft -> change(-1);
            case ArrowRight -> change(1);
            case Enter -> {
                return create();
            }
            case Character -> {
                switch (key.getCharacter()) {
                    case 'j' -> row = (row + 1) % rows;
                    case 'k' -> row = (row + rows - 1) % rows;
                    case 'h', '-' -> change(-1);
                    case 'l', '+' -> change(1);
                    default -> {}
                }
            }
            default -> {}
        }
        return List.of();
    }

    private void change(int by) {
        if (row == 0) {
            race = Math.floorMod(race + by, form.races().size());
        } else if (row == 1) {
            characterClass = Math.floorMod(characterClass + by, form.classes().size());
        } else {
            int stat = row - 2;
            int next = values[stat] + by;
            if (next < form.min() || next > form.max() || (by > 0 && left() <= 0)) {
                refusal = Optional.of(
                        by > 0 && left() <= 0
                                ? "no points left: take one from another stat first"
                                : form.stats().get(stat) + " is " + form.min() + " to " + form.max());
                return;
            }
            values[stat] = next;
        }
    }

    private List<PlayerAction> create() {
        refusal = form.refusal(values);
        if (refusal.isPresent()) {
            return List.of();
        }
        List<Integer> stats = new ArrayList<>();
        for (int v : values) {
            stats.add(v);
        }
        return List.of(new PlayerAction.CreateCharacter(
                form.races().get(race), form.classes().get(characterClass), stats));
    }

    private int left() {
        int sum = 0;
        for (int v : values) {
            sum += v;
        }
        return form.points() - sum;
    }

    /** The bottom line: the keys, or why the last one did nothing. */
    String hint(CharacterForm f) {
        on(f);
        return refusal.orElse("New character: j/k a row, h/l change it, Enter create (" + left() + " points left)");
    }

    /** Draws the form over the top left of the screen. */
    void draw(TextGraphics g, CharacterForm f, int columns) {
        on(f);
        List<String> lines = new ArrayList<>();
        lines.add("A new character: " + left() + " of " + form.points() + " points to give");
        lines.add(" Race:  < " + shown(form.races().get(race), "_player") + " >");
        lines.add(" Class: < " + shown(form.classes().get(characterClass), "_class") + " >");
        for (int i = 0; i < values.length; i++) {
            lines.add(String.format(Locale.ROOT, " %-5s  %2d", form.stats().get(i), values[i]));
        }
        int width =
                Math.min(columns, lines.stream().mapToInt(String::length).max().orElse(0) + 2);
        for (int i = 0; i < lines.size(); i++) {
            boolean selected = i == row + 1;
            g.setForegroundColor(selected ? TextColor.ANSI.BLACK : TextColor.ANSI.DEFAULT);
            g.setBackgroundColor(selected ? TextColor.ANSI.WHITE : TextColor.ANSI.DEFAULT);
            String text = lines.get(i);
            g.putString(0, i, (text + " ".repeat(Math.max(0, width - text.length()))).substring(0, width));
        }
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.setBackgroundColor(TextColor.ANSI.DEFAULT);
    }

    /** An archetype's name as players say it: {@code half_orc_player} is {@code half orc}. */
    private static String shown(String archetype, String suffix) {
        String name =
                archetype.endsWith(suffix) ? archetype.substring(0, archetype.length() - suffix.length()) : archetype;
        return name.replace('_', ' ');
    }
}
