package ohol.tui.onelife.input;

import java.util.Locale;

/**
 * The arguments after a verb, read left to right. A missing or malformed one throws {@link
 * IllegalArgumentException} naming the verb and, where it helps, how the verb is written.
 */
final class VerbArguments {
    private final String verb;
    private final String synopsis;
    private final String raw;
    private final String[] words;
    private int next;

    /** {@code raw}: the stripped text after {@code verb}; {@code synopsis}: the verb as the help writes it. */
    VerbArguments(String verb, String synopsis, String raw) {
        this.verb = verb;
        this.synopsis = synopsis;
        this.raw = raw;
        this.words = raw.isEmpty() ? new String[0] : raw.split("\\s+");
    }

    Target target() {
        if (next < words.length && words[next].equals("@")) {
            next++;
            return new Target.Cursor();
        }
        return new Target.Offset(integer(), integer());
    }

    int integer() {
        if (next >= words.length) {
            throw new IllegalArgumentException(verb + ": missing a number (" + synopsis + ")");
        }
        String w = words[next++];
        try {
            return Integer.parseInt(w);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(verb + ": '" + w + "' is not a whole number (" + synopsis + ")");
        }
    }

    int nonNegative() {
        int n = integer();
        if (n < 0) {
            throw new IllegalArgumentException(verb + ": " + n + " must not be negative");
        }
        return n;
    }

    int optionalInt(int absent) {
        return next < words.length ? integer() : absent;
    }

    double seconds() {
        if (next >= words.length) {
            throw new IllegalArgumentException(verb + ": missing seconds (" + synopsis + ")");
        }
        String w = words[next++];
        try {
            double s = Double.parseDouble(w);
            if (!(s >= 0 && s <= 3600)) {
                throw new NumberFormatException();
            }
            return s;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(verb + ": '" + w + "' is not a number of seconds from 0 to 3600");
        }
    }

    /** One word (a verb's name). */
    String word() {
        if (next >= words.length) {
            throw new IllegalArgumentException(verb + ": missing a word (" + synopsis + ")");
        }
        return words[next++].toLowerCase(Locale.ROOT);
    }

    String rest() {
        next = words.length;
        if (raw.isEmpty()) {
            throw new IllegalArgumentException(verb + ": missing a name");
        }
        return raw;
    }

    /** The rest of the line, which may be empty. */
    String restOrEmpty() {
        next = words.length;
        return raw;
    }

    /** Throws when a word is left unread. */
    void end() {
        if (next < words.length) {
            throw new IllegalArgumentException(verb + ": unexpected '" + words[next] + "' (" + synopsis + ")");
        }
    }
}
