package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.term.RateMeter;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.world.Ages;
import ohol.tui.onelife.world.EventText;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.OurStats;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Two lines about us: name, age, food (with the yum bonus), heat and what we hold; then what we
 * crave, where we are (from our birthplace, as the line says), the round trip to the server (or
 * how long a ping has gone unanswered), bytes per second and the screen's modes. Food and the
 * round trip only where the server's era has them. When the second
 * line is narrow, its parts go in this order: what the screen sends, the craving, where we are,
 * the way to a chosen place, the modes, the link's bytes per second; the ping stays last.
 */
public final class StatusPane implements Pane {
    // how long each part of the second line stays when it is narrow: the lowest goes first
    static final int KEEP_SCREEN = 1;
    static final int KEEP_CRAVING = 2;
    static final int KEEP_WHERE = 3;
    static final int KEEP_GUIDE = 4;
    static final int KEEP_MODE = 5;
    static final int KEEP_RATES = 6;
    static final int KEEP_PING = 7;

    private final ObjectCatalog catalog;
    private final Keymap<Action> keymap;
    private KeyHint hint;
    private EraFeatures hintEra;

    /** With the default keys. */
    public StatusPane(ObjectCatalog catalog) {
        this(catalog, KeymapLoader.defaults());
    }

    /** Naming a baby's keys as {@code keymap}, the one in effect, has them. */
    public StatusPane(ObjectCatalog catalog, Keymap<Action> keymap) {
        this.catalog = catalog;
        this.keymap = keymap;
    }

    private KeyHint hintFor(EraFeatures era) {
        if (hint == null || !era.equals(hintEra)) {
            hint = new KeyHint(keymap, era);
            hintEra = era;
        }
        return hint;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        WorldSnapshot world = view.world();
        OurStats s = world.stats();
        if (!world.alive()) {
            Text.line(
                    g,
                    0,
                    "YOU DIED: "
                            + ServerText.clean(world.ourDeathReason()
                                    .map(EventText::deathReason)
                                    .orElse("died"))
                            + (view.connectionLost().isPresent()
                                    ? " (the server closed the connection, as it does after a death)"
                                    : ""),
                    Painter.WARN);
        } else if (view.connectionLost().isPresent()) {
            Text.line(g, 0, "DISCONNECTED: " + view.connectionLost().get(), Painter.WARN);
        } else {
            Person us = world.us().orElse(null);
            int col = 0;
            String name = us == null
                    ? "logged in, waiting to be born"
                    : ServerText.clean(world.kin().name(us.id()).orElse("nameless"));
            col = Text.at(g, col, 0, name, Painter.ACCENT);
            if (us != null) {
                col = Text.at(g, col, 0, "  age " + Ages.years(us.ageAt(view.agesAt())), Painter.TEXT);
            }
            if (view.era().has(EraFeatures.Feature.FOOD)) {
                boolean hungry = s.foodCapacity() > 0 && s.food() <= Math.max(2, s.foodCapacity() / 5);
                col = Text.at(
                        g, col, 0, "  food " + s.food() + "/" + s.foodCapacity(), hungry ? Painter.WARN : Painter.GOOD);
                if (s.yumBonus() > 0) {
                    col = Text.at(g, col, 0, " +" + s.yumBonus(), Painter.ACCENT);
                }
            }
            if (view.era().has(EraFeatures.Feature.HEAT)) {
                col = Text.at(g, col, 0, "  heat " + heatWord(s.heat()), heatColour(s.heat()));
            }
            String holding = us == null || us.held().isEmpty()
                    ? "nothing"
                    : us.held().id() < 0
                            ? ServerText.clean(
                                    Family.of(world, catalog).who(-us.held().id()))
                            : ServerText.clean(catalog.displayName(us.held().id()));
            col = Text.at(g, col, 0, "  holding " + holding, Painter.TEXT);
            Text.at(g, col, 0, " ".repeat(Math.max(0, g.getSize().getColumns() - col)), Painter.TEXT);
        }
        Optional<StatusParts> baby =
                LifeLine.baby(world, Family.of(world, catalog), view.era(), can -> hintFor(view.era())
                        .babyKeys(can, true));
        if (baby.isPresent()) {
            baby.get().draw(g, 1);
            return;
        }
        Position at = world.ourBodyAt(); // where the @ is: changes with it, in the same write
        StatusParts second = new StatusParts();
        LifeLine.guide(world).ifPresent(way -> second.add(way, KEEP_GUIDE, Painter.DIM));
        s.cravingId()
                .ifPresent(id -> second.add(
                        "craving " + ServerText.clean(catalog.displayName(id)) + " +" + s.cravingBonus(),
                        KEEP_CRAVING,
                        Painter.DIM));
        second.add("at " + at.x() + "," + at.y() + " from birth", KEEP_WHERE, Painter.DIM);
        if (view.figures().unansweredPingMillis().isPresent()) {
            second.add(
                    "no answer to ping for "
                            + view.figures().unansweredPingMillis().getAsLong() / 1000 + " s",
                    KEEP_PING,
                    Painter.WARN);
        } else if (view.era().has(EraFeatures.Feature.PING)) {
            second.add(
                    "ping " + (view.pingMillis().isPresent() ? view.pingMillis().getAsLong() + " ms" : "-"),
                    KEEP_PING,
                    Painter.DIM);
        }
        if (view.mode() == KeymapLoader.TARGET) {
            second.add("[TARGET]", KEEP_MODE, Painter.DIM);
        }
        if (view.edgeScroll()) {
            second.add("[EDGE]", KEEP_MODE, Painter.DIM);
        }
        second.add(
                "in " + RateMeter.rate(view.bytesInPerSecond()) + " out " + RateMeter.rate(view.bytesOutPerSecond()),
                KEEP_RATES,
                Painter.DIM);
        second.add("screen " + RateMeter.rate(view.screenBytesPerSecond()), KEEP_SCREEN, Painter.DIM);
        second.draw(g, 1);
    }

    private static String heatWord(double heat) {
        String word = heat < 0.25
                ? "freezing"
                : heat < 0.4 ? "cold" : heat > 0.75 ? "scorching" : heat > 0.6 ? "hot" : "fine";
        return Decimals.fixed(new StringBuilder(16), heat, 2)
                .append(' ')
                .append(word)
                .toString();
    }

    private static TextColor heatColour(double heat) {
        return heat < 0.4 ? TextColor.ANSI.CYAN_BRIGHT : heat > 0.6 ? TextColor.ANSI.RED_BRIGHT : Painter.GOOD;
    }
}
