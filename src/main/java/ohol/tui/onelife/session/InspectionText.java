package ohol.tui.onelife.session;

import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import ohol.tui.onelife.protocol.server.GraveOld;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.StatueInfo;

/** The server's answers about a tile (GO, OW, ST) in a player's words. */
final class InspectionText {
    private InspectionText() {}

    /** The server sends id 0 and age -1 for a grave it knows no one in. */
    static String grave(GraveOld g) {
        String at = " at " + g.x() + "," + g.y();
        if (g.playerId() == 0) {
            return "No one the server knows of lies" + at;
        }
        String who =
                g.name().map(n -> n + " (#" + g.playerId() + ")").orElse("#" + g.playerId() + ", who had no name,");
        return g.deathAge() < 0
                ? who + " lies" + at
                : String.format(Locale.ROOT, "%s lies%s, dead %.0f years", who, at, g.deathAge());
    }

    static String owners(OwnerList o, IntFunction<String> names) {
        String at = o.x() + "," + o.y();
        if (o.ownerIds().isEmpty()) {
            return "No one owns " + at;
        }
        return at + " is owned by " + o.ownerIds().stream().map(names::apply).collect(Collectors.joining(", "));
    }

    static String statue(StatueInfo s) {
        String words = s.finalWords().map(w -> "; last words: " + w).orElse("");
        return String.format(
                Locale.ROOT,
                "The statue at %d,%d shows %s at %.0f, made %.0f years ago%s",
                s.x(),
                s.y(),
                s.name().orElse("someone nameless"),
                s.age(),
                s.statueAge(),
                words);
    }
}
