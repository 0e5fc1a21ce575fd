package ohol.tui.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The space-separated fields of one message line, read left to right. Every read of a missing or
 * unreadable field throws {@link MalformedLineException}, so a parser can read fields in order and
 * let the registry skip a bad line.
 */
public final class Fields {
    private final String line;
    private final String[] tokens;
    private int next;

    public Fields(String line) {
        this.line = line;
        String trimmed = line.strip();
        this.tokens = trimmed.isEmpty() ? new String[0] : trimmed.split(" +");
    }

    public String line() {
        return line;
    }

    public boolean hasMore() {
        return next < tokens.length;
    }

    public int remaining() {
        return tokens.length - next;
    }

    /** The next field without consuming it. */
    public String peek() {
        if (!hasMore()) {
            throw new MalformedLineException("missing field " + (next + 1), line);
        }
        return tokens[next];
    }

    public String text() {
        String t = peek();
        next++;
        return t;
    }

    public int integer() {
        String t = text();
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new MalformedLineException("field " + next + " '" + t + "' is not an integer", line);
        }
    }

    public long longInteger() {
        String t = text();
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new MalformedLineException("field " + next + " '" + t + "' is not an integer", line);
        }
    }

    public double decimal() {
        String t = text();
        try {
            double d = Double.parseDouble(t);
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new MalformedLineException("field " + next + " '" + t + "' is not a number", line);
        }
    }

    /** A 0/1 flag; any other integer but 0 also reads as true, as the official client reads it. */
    public boolean flag() {
        return integer() != 0;
    }

    public GameObject object() {
        String t = text();
        try {
            return GameObject.parse(t);
        } catch (IllegalArgumentException e) {
            throw new MalformedLineException("field " + next + " '" + t + "' is not an object: " + e.getMessage(), line);
        }
    }

    /**
     * The next field read as exactly {@code count} integers joined by {@code separator}, such as
     * {@code 3/160} (players/max) or {@code 12/0} (p_id/isCurse).
     */
    public List<Integer> joinedIntegers(char separator, int count) {
        String t = text();
        String[] parts = t.split(Pattern.quote(String.valueOf(separator)), -1);
        if (parts.length == count) {
            try {
                List<Integer> values = new ArrayList<>(count);
                for (String part : parts) {
                    values.add(Integer.parseInt(part));
                }
                return List.copyOf(values);
            } catch (NumberFormatException e) {
                // reported below, with the whole field
            }
        }
        throw new MalformedLineException("field " + next + " '" + t + "' is not " + count + " integers joined by '"
                + separator + "'", line);
    }

    /** All remaining fields as integers. */
    public List<Integer> integers() {
        List<Integer> values = new ArrayList<>(remaining());
        while (hasMore()) {
            values.add(integer());
        }
        return List.copyOf(values);
    }

    /** The rest of the line after the fields read so far, as written (single spaces kept). */
    public String rest() {
        String stripped = line.strip();
        int pos = 0;
        for (int i = 0; i < next; i++) {
            pos = stripped.indexOf(' ', pos);
            if (pos < 0) {
                next = tokens.length;
                return "";
            }
            while (pos < stripped.length() && stripped.charAt(pos) == ' ') {
                pos++;
            }
        }
        next = tokens.length;
        return stripped.substring(pos);
    }

    /** Throws unless every field was read: a line with extra fields is not what we think it is. */
    public void end() {
        if (hasMore()) {
            throw new MalformedLineException("unexpected field '" + tokens[next] + "'", line);
        }
    }
}
