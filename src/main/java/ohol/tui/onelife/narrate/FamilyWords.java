package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.world.Ages;
import ohol.tui.onelife.world.Family;

/** The family in sentences: the line from Eve, then siblings, children and grandchildren, each alive or how they died. */
final class FamilyWords {
    private FamilyWords() {}

    static List<String> of(Family.Report report) {
        List<String> out = new ArrayList<>();
        if (report.line().isEmpty()) {
            out.add("You have no mother: you are an Eve.");
        }
        report.line().forEach(m -> out.add(member(m)));
        report.you()
                .ifPresent(m -> out.add(
                        "You" + m.given().map(n -> ", " + n).orElse("") + ", aged " + Ages.years(m.age()) + "."));
        report.siblings().forEach(m -> out.add(member(m)));
        report.children().forEach(m -> out.add(member(m)));
        report.grandchildren().forEach(m -> out.add(member(m)));
        if (report.siblings().isEmpty() && report.children().isEmpty()) {
            out.add("No siblings or children.");
        }
        return out;
    }

    private static String member(Family.Member m) {
        String who =
                Family.capitalized(m.relation()) + m.given().map(n -> " " + n).orElse("");
        if (!m.alive()) {
            return who + ", " + m.death().orElse("dead") + ".";
        }
        return who + ", aged " + Ages.years(m.age())
                + m.way()
                        .map(w -> ", " + Compass.words(w.dx(), w.dy()) + (m.inSight() ? "" : ", last seen"))
                        .orElse("")
                + ".";
    }
}
