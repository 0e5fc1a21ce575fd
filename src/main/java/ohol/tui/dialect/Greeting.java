package ohol.tui.dialect;

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
}
