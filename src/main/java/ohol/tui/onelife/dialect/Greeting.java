package ohol.tui.onelife.dialect;

import java.util.Optional;

/** Which protocol a server speaks, from the first bytes it sends. */
final class Greeting {
    private Greeting() {}

    /**
     * The dialect of a stream starting with {@code first}, once its first message has ended
     * ({@code #}): {@code MC} first is 2015 (no greeting then); {@code SN} with one line (the
     * sequence number) is 2016; anything else is today's. Empty until the {@code #} has come.
     */
    static Optional<Dialect> dialectOf(byte[] first) {
        int end = -1;
        for (int i = 0; i < first.length; i++) {
            if (first[i] == '#') {
                end = i;
                break;
            }
        }
        if (end < 0) {
            return Optional.empty();
        }
        String head = new String(first, 0, end, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (head.startsWith("MC\n")) {
            return Optional.of(Dialect.Y2015);
        }
        if (head.startsWith("SN\n") && head.strip().split("\n").length == 2) {
            return Optional.of(Dialect.Y2016);
        }
        return Optional.of(Dialect.CURRENT);
    }

    /** What a greeting of {@code dialect} looks like, in the player's words. */
    static String looks(Dialect dialect) {
        return switch (dialect) {
            case Y2015 -> "a map (MC) at once, as the 2015 server sends";
            case Y2016 -> "an SN of one line, as the 2016 server sends";
            case CURRENT -> "an SN of several lines, as today's server sends";
        };
    }

    /**
     * The one line that says the server's greeting is not the one {@code named} (by
     * {@code --dialect}) has, and what to give instead.
     */
    static String mismatch(Dialect named, Dialect seen) {
        return "the server does not speak the " + (named.isOld() ? named.word() : "current")
                + " protocol named by --dialect: it expected " + looks(named) + ", the greeting was "
                + looks(seen) + " (use --dialect " + seen.word() + ", or leave it out to find it from the greeting)";
    }
}
