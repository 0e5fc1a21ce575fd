package ohol.tui.onelife.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/** Helpers for parsers: read a frame's lines, skipping and reporting the ones that are malformed. */
public final class Lines {
    /**
     * Most bad lines reported one by one per message; the rest are counted in one last report.
     * A message of a hundred thousand bad lines would otherwise be a hundred thousand reports.
     */
    public static final int MAX_LINE_REPORTS = 10;

    /** Longest part of a bad line quoted in its report. */
    private static final int QUOTED = 200;

    private Lines() {}

    /**
     * Parses every non-blank line with {@code parser}; a line that throws
     * {@link MalformedLineException} is reported to {@code problems} and left out, the others are
     * kept.
     */
    public static <T> List<T> each(Frame frame, Consumer<String> problems, Function<Fields, T> parser) {
        return each(frame, problems, parser, Integer.MAX_VALUE);
    }

    /**
     * As {@link #each(Frame, Consumer, Function)}, keeping at most {@code maxLines} lines: past
     * that the rest is reported once and skipped (a list the server sends has a size it can lie about).
     */
    public static <T> List<T> each(Frame frame, Consumer<String> problems, Function<Fields, T> parser, int maxLines) {
        int lines = frame.lineCount();
        if (lines == 1 && maxLines > 0 && !frame.isBlank(0)) { // most messages: one line, no list to grow
            Fields fields = frame.fields(0);
            try {
                return List.of(parser.apply(fields));
            } catch (MalformedLineException e) {
                problems.accept(skipped(frame, fields, e));
                return List.of();
            }
        }
        List<T> out = new ArrayList<>(Math.min(lines, maxLines));
        int read = 0;
        int skipped = 0;
        Fields fields = null;
        for (int i = 0; i < lines; i++) {
            if (frame.isBlank(i)) {
                continue;
            }
            if (read++ == maxLines) {
                problems.accept(frame.tag() + ": more than " + maxLines + " lines; the rest was skipped");
                break;
            }
            fields = frame.fields(i, fields); // the parser is done with the line before
            try {
                out.add(parser.apply(fields));
            } catch (MalformedLineException e) {
                if (++skipped <= MAX_LINE_REPORTS) {
                    problems.accept(skipped(frame, fields, e));
                }
            }
        }
        if (skipped > MAX_LINE_REPORTS) {
            problems.accept(frame.tag() + ": skipped " + (skipped - MAX_LINE_REPORTS) + " more bad lines");
        }
        return List.copyOf(out);
    }

    private static String skipped(Frame frame, Fields fields, MalformedLineException e) {
        String line = fields.line();
        String quoted = line.length() > QUOTED ? line.substring(0, QUOTED) + "..." : line;
        return frame.tag() + ": skipped line '" + quoted + "': " + e.getMessage();
    }

    /** The fields of the message's only content line (blank lines ignored); throws if there is none. */
    public static Fields single(Frame frame) {
        for (int i = 0; i < frame.lineCount(); i++) {
            if (!frame.isBlank(i)) {
                return frame.fields(i);
            }
        }
        throw new MalformedLineException("no content line", "");
    }

    /** All fields of all content lines, for messages that put one value per line or all on one line. */
    public static Fields joined(Frame frame) {
        return new Fields(String.join(" ", frame.lines()));
    }

    /** Builds a frame from a tag and lines (the encoder side). */
    public static Frame frame(String tag, List<String> lines) {
        return new Frame(tag, lines);
    }

    /** Joins values with single spaces, as the wire wants. */
    public static String join(Object... values) {
        StringBuilder sb = new StringBuilder();
        for (Object v : values) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(v);
        }
        return sb.toString();
    }
}
