package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An object id in the protocol's CONTAINER OBJECT FORMAT: {@code id[,contained[:sub:sub]...]}.
 * Id 0 is "nothing". In a player's held field a negative id is the player id of a held baby.
 * Containment goes two levels deep: a wagon of baskets of carrots.
 */
public record GameObject(int id, List<ContainedObject> contained) {
    public static final GameObject NOTHING = new GameObject(0, List.of());
    /**
     * Most objects one container may hold, at either level. The roomiest container in the data has
     * 27 slots (data version 437); more than this many is not a container the game has.
     */
    public static final int MAX_CONTAINED = 64;

    public GameObject {
        contained = List.copyOf(contained);
    }

    public static GameObject of(int id) {
        return id == 0 ? NOTHING : new GameObject(id, List.of());
    }

    public boolean isEmpty() {
        return id == 0;
    }

    /** Parses {@code 33} or {@code 292,33,34:35}; throws {@link MalformedLineException} when malformed. */
    public static GameObject parse(String field) {
        byte[] bytes = field.getBytes(StandardCharsets.UTF_8);
        return parse(bytes, 0, bytes.length);
    }

    /** Parses the object written in the bytes {@code s[from, to)}, in place and in one pass (every map cell holds one). */
    public static GameObject parse(byte[] s, int from, int to) {
        int end = numberEnd(s, from, to);
        int id = number(s, from, end, from, to);
        if (end == to) {
            return of(id);
        }
        if ((char) s[end] != ',') {
            throw malformed(s, from, to, "'" + (char) s[end] + "' after the object id");
        }
        List<ContainedObject> inside = new ArrayList<>(4);
        int at = end + 1;
        while (true) {
            if (inside.size() == MAX_CONTAINED) {
                throw malformed(s, from, to, "more than " + MAX_CONTAINED + " objects inside one");
            }
            int idEnd = numberEnd(s, at, to);
            int containedId = number(s, at, idEnd, from, to);
            int p = idEnd;
            List<Integer> sub = List.of();
            if (p < to && (char) s[p] == ':') {
                sub = new ArrayList<>(4);
                do {
                    if (sub.size() == MAX_CONTAINED) {
                        throw malformed(s, from, to, "more than " + MAX_CONTAINED + " objects inside one");
                    }
                    int subEnd = numberEnd(s, p + 1, to);
                    sub.add(number(s, p + 1, subEnd, from, to));
                    p = subEnd;
                } while (p < to && (char) s[p] == ':');
            }
            inside.add(new ContainedObject(containedId, sub));
            if (p == to) {
                return new GameObject(id, inside);
            }
            if ((char) s[p] != ',') {
                throw malformed(s, from, to, "'" + (char) s[p] + "' inside a container list");
            }
            at = p + 1;
        }
    }

    private static int numberEnd(byte[] s, int from, int to) {
        return Numbers.end(s, from, to);
    }

    /** The int in {@code s[start, end)}; the whole field, for the report, is {@code s[from, to)}. */
    private static int number(byte[] s, int start, int end, int from, int to) {
        long value = Numbers.integer(s, start, end);
        if (value == Numbers.INVALID) {
            throw malformed(s, from, to, "'" + text(s, start, Math.max(start, end)) + "' is not an object id");
        }
        return (int) value;
    }

    private static MalformedLineException malformed(byte[] s, int from, int to, String reason) {
        return new MalformedLineException(reason, text(s, from, to));
    }

    private static String text(byte[] s, int from, int to) {
        return new String(s, from, to - from, StandardCharsets.UTF_8);
    }

    /** The wire form, as the server writes it. */
    public String toWire() {
        if (contained.isEmpty()) {
            return Integer.toString(id);
        }
        StringBuilder sb = new StringBuilder().append(id);
        for (ContainedObject c : contained) {
            sb.append(',').append(c.toWire());
        }
        return sb.toString();
    }

    /** An object inside a container, itself holding up to one more level of objects. */
    public record ContainedObject(int id, List<Integer> subContained) {
        public ContainedObject {
            subContained = List.copyOf(subContained);
        }

        String toWire() {
            StringBuilder sb = new StringBuilder().append(id);
            for (int s : subContained) {
                sb.append(':').append(s);
            }
            return sb.toString();
        }
    }
}
