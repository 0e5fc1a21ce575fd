package ohol.tui.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.protocol.Fields;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.Lines;

/**
 * The messages that are nothing but a list of ids: {@code PO}, {@code BW}, {@code HE}, {@code GH}
 * put one per line, {@code TE} and {@code LR} all on one line. Both layouts read the same way; a
 * line with a non-number is reported and skipped, the other lines kept.
 */
final class IdList {
    private IdList() {}

    static List<Integer> parse(Frame frame, Consumer<String> problems) {
        return Lines.each(frame, problems, Fields::integers).stream().flatMap(List::stream).toList();
    }

    static Frame onePerLine(String tag, List<Integer> ids) {
        return new Frame(tag, ids.stream().map(String::valueOf).toList());
    }

    static Frame oneLine(String tag, List<Integer> ids) {
        return new Frame(tag, ids.isEmpty() ? List.of() : List.of(Lines.join(ids.toArray())));
    }
}
