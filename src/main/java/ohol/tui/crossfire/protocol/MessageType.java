package ohol.tui.crossfire.protocol;

/**
 * The kinds of a {@code drawextinfo} message ({@code MSG_TYPE_} and subtypes of the server's
 * {@code newclient.h}), those the client sorts messages by.
 */
public final class MessageType {
    public static final int ATTACK = 14;
    public static final int COMMUNICATION = 15;
    public static final int VICTIM = 19;

    public static final int ATTACK_DID_KILL = 4;
    public static final int ATTACK_PET_DIED = 5;
    public static final int VICTIM_WAS_HIT = 2;
    public static final int VICTIM_WAS_PUSHED = 6;

    private MessageType() {}
}
