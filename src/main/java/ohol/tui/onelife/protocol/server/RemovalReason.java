package ohol.tui.onelife.protocol.server;

import java.util.OptionalInt;

/**
 * Why a player left, from the tail of a PU {@code X X} line: {@code reason_disconnected},
 * {@code reason_killed_ID} (ID is the object that killed them), {@code reason_hunger},
 * {@code reason_nursing_hunger}, {@code reason_age}. Anything else is kept as {@link Kind#OTHER}.
 */
public record RemovalReason(Kind kind, OptionalInt killerObjectId, String wire) {
    public static final RemovalReason UNKNOWN = new RemovalReason(Kind.OTHER, OptionalInt.empty(), "");

    public enum Kind {
        DISCONNECTED,
        KILLED,
        HUNGER,
        NURSING_HUNGER,
        AGE,
        OTHER
    }

    public static RemovalReason parse(String wire) {
        switch (wire) {
            case "reason_disconnected":
                return new RemovalReason(Kind.DISCONNECTED, OptionalInt.empty(), wire);
            case "reason_hunger":
                return new RemovalReason(Kind.HUNGER, OptionalInt.empty(), wire);
            case "reason_nursing_hunger":
                return new RemovalReason(Kind.NURSING_HUNGER, OptionalInt.empty(), wire);
            case "reason_age":
                return new RemovalReason(Kind.AGE, OptionalInt.empty(), wire);
            default:
                break;
        }
        String killed = "reason_killed_";
        if (wire.startsWith(killed)) {
            try {
                return new RemovalReason(
                        Kind.KILLED, OptionalInt.of(Integer.parseInt(wire.substring(killed.length()))), wire);
            } catch (NumberFormatException e) {
                return new RemovalReason(Kind.KILLED, OptionalInt.empty(), wire);
            }
        }
        return new RemovalReason(Kind.OTHER, OptionalInt.empty(), wire);
    }

    public String toWire() {
        return wire;
    }
}
