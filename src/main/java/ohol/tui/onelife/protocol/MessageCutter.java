package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts one whole text message into its tag and lines. Leading blank lines are dropped, the tag line
 * is stripped (and cut after the tag when it carries fields, as in {@code PONG 5}), a {@code \r}
 * before each newline is dropped, and the newline before {@code #} does not make a line. The lines
 * stay bytes until the message is made a {@link #frame} or, for an MC or CM header, its
 * {@link #lines}. Keeps its line table from one message to the next; not thread-safe.
 */
final class MessageCutter {
    private static final byte[] NO_BYTES = new byte[0];

    private final KnownTags knownTags;
    /** Where each line of the message cut last starts and ends; reused, the frame gets its own copy. */
    private int[] lineBounds = new int[16];

    private int slot;
    private String tag;
    private int count;
    private boolean block;

    MessageCutter(KnownTags knownTags) {
        this.knownTags = knownTags;
    }

    /**
     * Cuts the message in {@code t[from, n)}; false when it is blank lines only (a stray {@code #}),
     * with nothing to read. After true, one of {@link #frame} and {@link #lines} reads it.
     */
    boolean cut(byte[] t, int from, int n) {
        int lineStart = from;
        int lineEnd;
        int next;
        while (true) { // find the tag line
            int nl = indexOfNewline(t, lineStart, n);
            lineEnd = withoutReturn(t, lineStart, nl);
            next = nl + 1;
            if (!isBlank(t, lineStart, lineEnd)) {
                break;
            }
            if (nl == n) {
                return false;
            }
            lineStart = next;
        }
        int tagStart = lineStart;
        int tagLineEnd = lineEnd;
        while (Fields.isAsciiWhitespace(t[tagStart])) {
            tagStart++;
        }
        while (Fields.isAsciiWhitespace(t[tagLineEnd - 1])) {
            tagLineEnd--;
        }
        int tagEnd = tagStart;
        while (tagEnd < tagLineEnd && t[tagEnd] != ' ') {
            tagEnd++;
        }
        slot = knownTags.slotOf(t, tagStart, tagEnd);
        tag = knownTags.name(slot);

        int[] bounds = lineBounds;
        int count = 0;
        if (tagEnd < tagLineEnd) { // fields on the tag line make the first line
            int restStart = tagEnd + 1;
            while (restStart < tagLineEnd && Fields.isAsciiWhitespace(t[restStart])) {
                restStart++;
            }
            bounds[0] = restStart;
            bounds[1] = tagLineEnd;
            count = 1;
        }
        lineStart = next;
        while (lineStart <= n) {
            int nl = indexOfNewline(t, lineStart, n);
            if (2 * count + 2 > bounds.length) {
                bounds = Arrays.copyOf(bounds, bounds.length * 2);
                lineBounds = bounds;
            }
            bounds[2 * count] = lineStart;
            bounds[2 * count + 1] = withoutReturn(t, lineStart, nl);
            count++;
            lineStart = nl + 1;
        }
        if (count > 0 && bounds[2 * count - 1] == bounds[2 * count - 2]) {
            count--; // the newline before '#'
        }
        this.count = count;
        block = tagEnd - tagStart == 2
                && ((t[tagStart] == 'M' && t[tagStart + 1] == 'C') || (t[tagStart] == 'C' && t[tagStart + 1] == 'M'));
        return true;
    }

    /** The tag of the message cut last. */
    String tag() {
        return tag;
    }

    /** True when the message cut last is an MC or CM header: its zlib block follows it. */
    boolean isBlock() {
        return block;
    }

    /** The lines of the message cut last from {@code t}, as strings. */
    List<String> lines(byte[] t) {
        int[] bounds = lineBounds;
        List<String> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lines.add(new String(t, bounds[2 * i], bounds[2 * i + 1] - bounds[2 * i], StandardCharsets.UTF_8));
        }
        shrinkTable();
        return lines;
    }

    /** The message cut last from {@code t} as a frame, owning a copy of its lines. */
    Frame frame(byte[] t) {
        int[] bounds = lineBounds;
        Frame frame;
        if (count == 0) {
            frame = knownTags.empty(slot);
        } else {
            int bodyStart = bounds[0];
            byte[] body = Arrays.copyOfRange(t, bodyStart, bounds[2 * count - 1]);
            if (count == 1) {
                frame = Frame.readLine(tag, body);
            } else {
                int[] own = new int[2 * count];
                for (int i = 0; i < own.length; i++) {
                    own[i] = bounds[i] - bodyStart;
                }
                frame = Frame.read(tag, body, own, NO_BYTES);
            }
        }
        shrinkTable();
        return frame;
    }

    private void shrinkTable() {
        if (lineBounds.length > 4096) {
            lineBounds = new int[16]; // a message of many lines does not keep its table afterwards
        }
    }

    private static int indexOfNewline(byte[] t, int from, int to) {
        return Bytes.indexOf(t, from, to, (byte) '\n');
    }

    /** The end of a line ending at {@code newline}, without a {@code \r} before it. */
    private static int withoutReturn(byte[] t, int start, int newline) {
        return newline > start && t[newline - 1] == '\r' ? newline - 1 : newline;
    }

    static boolean isBlank(byte[] t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Fields.isAsciiWhitespace(t[i])) {
                return false;
            }
        }
        return true;
    }
}
