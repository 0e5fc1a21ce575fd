package ohol.tui.onelife.protocol.server;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * The messages that are nothing but a list of ids: {@code PO}, {@code BW}, {@code HE}, {@code GH}
 * put one per line, {@code TE} and {@code LR} all on one line. Both layouts read the same way; a
 * line with a non-number is reported and skipped, the other lines kept.
 */
final class IdList {
    /**
     * Most ids one list may hold; the rest is reported and skipped. PO, BW, HE, GH and TE name
     * players (at most one per player on the server; the official server's maxPlayers defaults to
     * 200) and LR names tool sets (at most one per object: 4,435 objects in data version 437).
     */
    static final int MAX_IDS = 10_000;

    private IdList() {}

    static List<Integer> parse(Frame frame, Consumer<String> problems) {
        List<List<Integer>> lines = Lines.each(frame, problems, Fields::integers, MAX_IDS);
        if (lines.size() == 1 && lines.get(0).size() <= MAX_IDS) {
            return lines.get(0); // most lists are one line, already an unchanging list
        }
        List<Integer> ids = new ArrayList<>();
        for (List<Integer> line : lines) {
            if (ids.size() + line.size() > MAX_IDS) {
                ids.addAll(line.subList(0, MAX_IDS - ids.size()));
                problems.accept(frame.tag() + ": more than " + MAX_IDS + " ids; the rest was skipped");
                break;
            }
            ids.addAll(line);
        }
        return List.copyOf(ids);
    }

    static Frame onePerLine(String tag, List<Integer> ids) {
        return new Frame(tag, ids.stream().map(String::valueOf).toList());
    }

    static Frame oneLine(String tag, List<Integer> ids) {
        return new Frame(tag, ids.isEmpty() ? List.of() : List.of(Lines.join(ids.toArray())));
    }
}
