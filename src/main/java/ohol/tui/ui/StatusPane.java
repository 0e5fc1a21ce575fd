package ohol.tui.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.core.term.RateMeter;
import ohol.tui.core.text.ServerText;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.KeymapLoader;
import ohol.tui.world.EventText;
import ohol.tui.world.Family;
import ohol.tui.world.OurStats;
import ohol.tui.world.Person;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

/**
 * Two lines about us: name, age, food (with the yum bonus), heat and what we hold; then what we
 * crave, where we are, the round trip to the server, bytes per second and the screen's modes.
 */
public final class StatusPane implements Pane {
    private final ObjectCatalog catalog;

    public StatusPane(ObjectCatalog catalog) {
        this.catalog = catalog;
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
                    ? "waiting for the server"
                    : ServerText.clean(world.kin().name(us.id()).orElse("nameless"));
            col = Text.at(g, col, 0, name, Painter.ACCENT);
            if (us != null) {
                col = Text.at(
                        g, col, 0, String.format(Locale.ROOT, "  age %.1f", us.ageAt(world.nanos())), Painter.TEXT);
            }
            boolean hungry = s.foodCapacity() > 0 && s.food() <= Math.max(2, s.foodCapacity() / 5);
            col = Text.at(
                    g, col, 0, "  food " + s.food() + "/" + s.foodCapacity(), hungry ? Painter.WARN : Painter.GOOD);
            if (s.yumBonus() > 0) {
                col = Text.at(g, col, 0, " +" + s.yumBonus(), Painter.ACCENT);
            }
            col = Text.at(g, col, 0, "  heat " + heatWord(s.heat()), heatColour(s.heat()));
            String holding = us == null || us.held().isEmpty()
                    ? "nothing"
                    : us.held().id() < 0
                            ? ServerText.clean(
                                    Family.of(world, catalog).who(-us.held().id()))
                            : ServerText.clean(catalog.displayName(us.held().id()));
            col = Text.at(g, col, 0, "  holding " + holding, Painter.TEXT);
            Text.at(g, col, 0, " ".repeat(Math.max(0, g.getSize().getColumns() - col)), Painter.TEXT);
        }
        Optional<String> baby = LifeLine.baby(world, Family.of(world, catalog));
        if (baby.isPresent()) {
            Text.line(g, 1, baby.get(), Painter.ACCENT);
            return;
        }
        Position at = world.ourBodyAt(); // where the @ is: changes with it, in the same write
        StringBuilder second = new StringBuilder();
        LifeLine.guide(world).ifPresent(way -> second.append(way).append("  "));
        s.cravingId().ifPresent(id -> second.append("craving ")
                .append(ServerText.clean(catalog.displayName(id)))
                .append(" +")
                .append(s.cravingBonus())
                .append("  "));
        second.append("at ").append(at.x()).append(',').append(at.y());
        second.append("  ping ")
                .append(view.pingMillis().isPresent() ? view.pingMillis().getAsLong() + " ms" : "-");
        if (view.mode() == KeymapLoader.TARGET) {
            second.append("  [TARGET]");
        }
        if (view.edgeScroll()) {
            second.append("  [EDGE]");
        }
        second.append("  in ")
                .append(RateMeter.rate(view.bytesInPerSecond()))
                .append(" out ")
                .append(RateMeter.rate(view.bytesOutPerSecond()));
        second.append(" screen ").append(RateMeter.rate(view.screenBytesPerSecond()));
        Text.line(g, 1, second.toString(), Painter.DIM);
    }

    private static String heatWord(double heat) {
        String word = heat < 0.25
                ? "freezing"
                : heat < 0.4 ? "cold" : heat > 0.75 ? "scorching" : heat > 0.6 ? "hot" : "fine";
        return String.format(Locale.ROOT, "%.2f %s", heat, word);
    }

    private static TextColor heatColour(double heat) {
        return heat < 0.4 ? TextColor.ANSI.CYAN_BRIGHT : heat > 0.6 ? TextColor.ANSI.RED_BRIGHT : Painter.GOOD;
    }
}
