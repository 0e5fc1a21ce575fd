package ohol.tui.onelife.protocol.server;

import java.util.Locale;
import java.util.Optional;

/**
 * A player pointed at from speech, {@code *label target_p_id}, just before the {@link MapPointer}
 * that says where they are: {@code *visitor 38500 *map 3 0}.
 */
public record PlayerPointer(Label label, int playerId) {
    /**
     * Who the target is to the speaker. The protocol lists all but {@code MOTHER}, which the server
     * sends in answer to MOTH and the official client reads like the others.
     */
    public enum Label {
        BABY,
        LEADER,
        FOLLOWER,
        EXPERT,
        OWNER,
        VISITOR,
        PROP,
        MOTHER;

        /** The label as written after the {@code *}. */
        public String wire() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Optional<Label> parse(String wire) {
            for (Label label : values()) {
                if (label.wire().equals(wire)) {
                    return Optional.of(label);
                }
            }
            return Optional.empty();
        }
    }
}
