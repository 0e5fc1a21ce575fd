package ohol.tui.crossfire.ui;

import ohol.tui.crossfire.protocol.MessageType;

/**
 * Which messages the pane shows: all, the important ones, or what players say. A message's
 * {@link Tier} comes from the kind the server gives it; the client's own lines (help, a refused
 * action) show whatever the filter, as the player asked for them.
 */
public enum MessageFilter {
    ALL("all"),
    IMPORTANT("important"),
    CHAT("chat");

    /** How much a message matters. */
    public enum Tier {
        /** the client's own line */
        OWN,
        /** a player speaks ({@code MSG_TYPE_COMMUNICATION}) */
        CHAT,
        IMPORTANT,
        /** what a fight says a line at a time: a blow struck, missed or taken */
        ROUTINE
    }

    final String label;

    MessageFilter(String label) {
        this.label = label;
    }

    boolean shows(Tier tier) {
        return switch (this) {
            case ALL -> true;
            case IMPORTANT -> tier != Tier.ROUTINE;
            case CHAT -> tier == Tier.OWN || tier == Tier.CHAT;
        };
    }

    MessageFilter next() {
        return values()[(ordinal() + 1) % values().length];
    }

    /**
     * The tier of a server message of {@code type} and {@code subtype} (0, 0 for the older
     * {@code drawinfo}, which says no kind: important, as nothing says otherwise). Only the blows of
     * a fight are routine: they come many a second and bury the rest; the answer to what the player
     * did (an apply, a pick-up, a spell) stays important.
     */
    public static Tier tier(int type, int subtype) {
        return switch (type) {
            case MessageType.COMMUNICATION -> Tier.CHAT;
            case MessageType.ATTACK -> subtype == MessageType.ATTACK_DID_KILL || subtype == MessageType.ATTACK_PET_DIED
                    ? Tier.IMPORTANT
                    : Tier.ROUTINE;
            case MessageType.VICTIM -> subtype == MessageType.VICTIM_WAS_HIT || subtype == MessageType.VICTIM_WAS_PUSHED
                    ? Tier.ROUTINE
                    : Tier.IMPORTANT;
            default -> Tier.IMPORTANT;
        };
    }
}
