package ohol.tui.core.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * For tests: what must never survive cleaning, found without using {@link ServerText} (so that a
 * bug there cannot hide itself), and every string a decoded value holds.
 */
public final class Unsafe {
    private Unsafe() {}

    /** Index of the first character a terminal could act on or that could hide or reorder text, or -1. */
    public static int firstIn(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int type = Character.getType(c);
            if (c < 0x20
                    || (c >= 0x7f && c <= 0x9f)
                    || (c >= 0x202a && c <= 0x202e)
                    || (c >= 0x2066 && c <= 0x2069)
                    || c == 0x200e
                    || c == 0x200f
                    || c == 0x061c
                    || (c >= 0x200b && c <= 0x200d)
                    || c == 0x2060
                    || c == 0xfeff
                    || c == 0x2028
                    || c == 0x2029
                    || Character.isSurrogate(c)
                    || type == Character.FORMAT
                    || type == Character.NON_SPACING_MARK
                    || type == Character.ENCLOSING_MARK) {
                return i;
            }
        }
        return -1;
    }

    public static boolean in(String s) {
        return firstIn(s) >= 0;
    }

    /** Every string in {@code value}: its record components, optionals and collections, all the way down. */
    public static List<String> strings(Object value) {
        List<String> out = new ArrayList<>();
        collect(value, out);
        return out;
    }

    private static void collect(Object value, List<String> out) {
        if (value instanceof String s) {
            out.add(s);
        } else if (value instanceof Optional<?> o) {
            o.ifPresent(v -> collect(v, out));
        } else if (value instanceof Collection<?> c) {
            c.forEach(v -> collect(v, out));
        } else if (value instanceof Record r) {
            for (var component : r.getClass().getRecordComponents()) {
                try {
                    var accessor = component.getAccessor();
                    accessor.setAccessible(true);
                    collect(accessor.invoke(r), out);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError("cannot read " + component, e);
                }
            }
        }
    }

    /** {@code s} with everything outside printable ASCII written as a Java escape, for messages. */
    public static String shown(String s) {
        StringBuilder sb = new StringBuilder();
        s.chars()
                .forEach(
                        c -> sb.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return sb.toString();
    }
}
