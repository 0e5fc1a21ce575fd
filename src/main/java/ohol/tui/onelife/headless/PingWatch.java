package ohol.tui.onelife.headless;

import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Says when a ping goes unanswered, for a script: a {@code ping_unanswered} line as soon as a ping
 * is late, then one every {@link #EVERY_SECONDS} while the wait lasts; the {@code ping} line of
 * its answer, if it comes, ends it.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class PingWatch {
    /** How often a wait that goes on is said again, in seconds. */
    static final long EVERY_SECONDS = 10;

    private long saidAt = -1;

    /** The line to print for how long a ping has waited ({@code unanswered}, ms), if one is due now. */
    Optional<String> look(OptionalLong unanswered, Json json) {
        if (unanswered.isEmpty()) {
            saidAt = -1;
            return Optional.empty();
        }
        long seconds = unanswered.getAsLong() / 1000;
        if (saidAt >= 0 && seconds < saidAt + EVERY_SECONDS) {
            return Optional.empty();
        }
        saidAt = seconds;
        JsonObject fields = new JsonObject();
        fields.addProperty("seconds", seconds);
        return Optional.of(json.event("ping_unanswered", fields, "no answer to ping for " + seconds + " s"));
    }
}
