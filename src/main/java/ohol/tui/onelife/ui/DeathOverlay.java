package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.world.Ages;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Obituary;

/**
 * The death screen: how the life ended, in plain words and what it means; at what age and
 * where; the family and who of them lives on; the children and what became of them. Enter is
 * a new life (a new login with the same settings), q leaves; h (or Ctrl-P) shows the life's
 * history and F the family panel, over the death screen, which comes back when they close.
 */
final class DeathOverlay implements Overlay {
    static final String TITLE = "YOU DIED";
    static final String KEYS = "Enter: be born again  q: quit  h: history  F: family";
    /** A replay's death screen: the life shown cannot be begun again. */
    static final String REPLAY_KEYS = "q: leave the replay  h: history  F: family";

    private record Line(String text, TextColor colour) {}

    private final Obituary obituary;
    private final Optional<BooleanSupplier> reborn;
    private final Runnable quit;
    private final Supplier<Overlay> history;
    private final Supplier<Overlay> family;
    private Optional<Overlay> inner = Optional.empty();
    private int top;
    private int lastPage = 1;

    /**
     * {@code reborn} begins the next life and says whether it did (none in a replay); {@code quit} leaves;
     * {@code history} and {@code family} make the overlays shown over this one.
     */
    DeathOverlay(
            Obituary obituary,
            Optional<BooleanSupplier> reborn,
            Runnable quit,
            Supplier<Overlay> history,
            Supplier<Overlay> family) {
        this.obituary = obituary;
        this.reborn = reborn;
        this.quit = quit;
        this.history = history;
        this.family = family;
    }

    Obituary obituary() {
        return obituary;
    }

    /** The screen's lines for a width (also what tests read). */
    static List<String> lines(Obituary o, int width) {
        return linesOf(o, width).stream().map(Line::text).toList();
    }

    private static List<Line> linesOf(Obituary o, int width) {
        List<Line> out = new ArrayList<>();
        wrap(out, o.cause().sentence(), width, Painter.WARN);
        if (!o.cause().meaning().isEmpty()) {
            wrap(out, o.cause().meaning(), width, Painter.TEXT);
        }
        String where = o.fromBirth()
                .map(w -> w.tiles() == 0 ? "where you were born" : w.words() + " from where you were born")
                .orElse("at " + o.where().x() + "," + o.where().y());
        String who = o.name().equals("nameless") ? "You" : "You, " + ServerText.clean(o.name()) + ",";
        // a server that names no cause (2016, 2015) is not quoted as saying "UNKNOWN"
        String cause = o.cause().cause().equals("UNKNOWN")
                ? ""
                : " The game says: CAUSE: " + ServerText.clean(o.cause().cause()) + ".";
        wrap(
                out,
                String.format(Locale.ROOT, "%s died aged %s, %s.%s", who, Ages.years(o.age()), where, cause),
                width,
                Painter.TEXT);
        out.add(new Line("", Painter.TEXT));
        Family.Report family = o.family();
        Optional<Family.Member> mother = family.line().isEmpty()
                ? Optional.empty()
                : Optional.of(family.line().get(family.line().size() - 1));
        if (mother.isEmpty()) {
            out.add(new Line("You were an Eve: the first of your line.", Painter.TEXT));
        } else {
            wrap(
                    out,
                    // unnamed, she is described as "Your mother, ...": said once
                    (mother.get().given().isPresent() ? "Your mother: " : "") + FamilyOverlay.describe(mother.get()),
                    width,
                    mother.get().alive() ? Painter.TEXT : Painter.DIM);
        }
        // the mother has her own line above: the living are listed without her, once each
        List<Family.Member> others = o.livingKin().stream()
                .filter(m -> mother.isEmpty() || m.id() != mother.get().id())
                .toList();
        if (o.livingKin().isEmpty()) {
            out.add(new Line("None of your close family lives on.", Painter.DIM));
        } else if (!others.isEmpty()) {
            String besides = others.size() < o.livingKin().size() ? " besides your mother" : "";
            out.add(new Line("Living on" + besides + " (" + others.size() + "):", Painter.ACCENT));
            others.forEach(m -> wrap(out, "  " + FamilyOverlay.describe(m), width, Painter.TEXT));
        }
        long dead = o.childrenDead();
        out.add(new Line(
                o.children().isEmpty()
                        ? "You had no children."
                        : "You had " + o.children().size() + (o.children().size() == 1 ? " child" : " children")
                                + (dead == 0 ? "." : ", " + dead + " of them died:"),
                Painter.ACCENT));
        o.children().stream()
                .filter(c -> !c.alive())
                .forEach(m -> wrap(out, "  " + FamilyOverlay.describe(m), width, Painter.DIM));
        return out;
    }

    private static void wrap(List<Line> out, String text, int width, TextColor colour) {
        for (String part : Text.wrap(text, Math.max(1, width))) {
            out.add(new Line(part, colour));
        }
    }

    @Override
    public void draw(TextGraphics g, View view) {
        if (inner.isPresent()) {
            inner.get().draw(g, view);
            return;
        }
        int rows = g.getSize().getRows();
        int cols = g.getSize().getColumns();
        List<Line> lines = linesOf(obituary, cols);
        lastPage = Math.max(1, rows - 2);
        top = Math.max(0, Math.min(top, lines.size() - lastPage));
        Text.line(g, 0, TITLE, Painter.WARN);
        int row = 1;
        for (int i = top; i < lines.size() && row < rows - 1; i++) {
            Text.line(g, row++, lines.get(i).text(), lines.get(i).colour());
        }
        Text.clear(g, row);
        if (rows > 1) {
            Text.line(
                    g,
                    rows - 1,
                    (reborn.isPresent() ? KEYS : REPLAY_KEYS) + (lines.size() > lastPage ? "    j/k scroll" : ""),
                    Painter.ACCENT);
        }
    }

    /** In a replay only its own keys: the replay's (speed, seeks, pause) act under it. */
    @Override
    public boolean owns(KeyStroke key) {
        if (reborn.isPresent() || inner.isPresent()) {
            return true;
        }
        KeyType type = key.getKeyType();
        if (type == KeyType.Character) {
            char c = key.getCharacter();
            return c == 'q' || c == 'h' || c == 'F' || c == 'j' || c == 'k' || (key.isCtrlDown() && c == 'p');
        }
        return type == KeyType.Enter || type == KeyType.EOF || type == KeyType.ArrowDown || type == KeyType.ArrowUp;
    }

    @Override
    public boolean key(KeyStroke key) {
        if (inner.isPresent()) {
            if (!inner.get().key(key)) {
                inner = Optional.empty();
            }
            return true;
        }
        KeyType type = key.getKeyType();
        char c = type == KeyType.Character ? key.getCharacter() : 0;
        if (c == 'h' || (key.isCtrlDown() && c == 'p')) {
            inner = Optional.of(history.get());
            return true;
        }
        if (c == 'F') {
            inner = Optional.of(family.get());
            return true;
        }
        if (type == KeyType.Enter) {
            return reborn.map(r -> !r.getAsBoolean()).orElse(true);
        }
        if (c == 'q' || type == KeyType.EOF) {
            quit.run();
        } else if (type == KeyType.ArrowDown || c == 'j') {
            top++;
        } else if (type == KeyType.ArrowUp || c == 'k') {
            top = Math.max(0, top - 1);
        }
        return true;
    }
}
