package ohol.tui.onelife.session;

import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import ohol.tui.onelife.protocol.server.GraveOld;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.StatueInfo;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.world.Ages;
import ohol.tui.onelife.world.Position;

/** The server's answers about a tile (GO, OW, ST) in a player's words. */
final class InspectionText {
    private InspectionText() {}

    /** A tile from where we stand, as every sentence says it: {@code here}, {@code 2 tiles NE}. */
    private static String where(int x, int y, Position here) {
        Offset o = new Offset(x - here.x(), y - here.y());
        return o.steps() == 0 ? "here" : o.way() + " of you";
    }

    /** The server sends id 0 and age -1 for a grave it knows no one in. */
    static String grave(GraveOld g, Position here) {
        String at = " " + where(g.x(), g.y(), here);
        if (g.playerId() == 0) {
            return "No one the server knows of lies" + at;
        }
        String who = g.name().orElse("Someone who had no name");
        return g.deathAge() < 0
                ? who + " lies" + at
                : String.format(Locale.ROOT, "%s lies%s, dead %.0f years", who, at, g.deathAge());
    }

    static String owners(OwnerList o, IntFunction<String> names, Position here) {
        String at = "the tile " + where(o.x(), o.y(), here);
        if (o.ownerIds().isEmpty()) {
            return "No one owns " + at;
        }
        return "The tile " + where(o.x(), o.y(), here) + " is owned by "
                + o.ownerIds().stream().map(names::apply).collect(Collectors.joining(", "));
    }

    static String statue(StatueInfo s, Position here) {
        String words = s.finalWords().map(w -> "; last words: " + w).orElse("");
        return String.format(
                Locale.ROOT,
                "The statue %s shows %s at %s, made %.0f years ago%s",
                where(s.x(), s.y(), here),
                s.name().orElse("someone nameless"),
                Ages.years(s.age()),
                s.statueAge(),
                words);
    }
}
