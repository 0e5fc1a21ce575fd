package ohol.tui.world;

import java.util.OptionalInt;

/**
 * Something a player would want told: the world's news, for the event and speech panes and for
 * headless mode's JSON lines. Names are as known when it happened.
 */
public sealed interface WorldEvent {
    /** Our food, heat or craving changed. */
    record StatsChanged(OurStats stats) implements WorldEvent {}

    /** A baby was born (appeared at age under 2 with a mother). */
    record Born(int playerId, OptionalInt motherId, String motherName) implements WorldEvent {}

    record Named(int playerId, String name) implements WorldEvent {}

    /** A player left: died of something or disconnected. {@code reason} as the server says it. */
    record Died(int playerId, String name, double age, String reason, boolean us) implements WorldEvent {}

    record Said(int playerId, String name, String text, boolean curse, boolean us) implements WorldEvent {}

    /** Text written at a place ({@code LS}). */
    record PlaceSaid(int x, int y, String text) implements WorldEvent {}

    record Followed(int followerId, String follower, OptionalInt leaderId, String leader) implements WorldEvent {}

    record ExiledBy(int targetId, String target, int exilerId, String exiler) implements WorldEvent {}

    record Wounded(int playerId, String name, boolean sick) implements WorldEvent {}

    record HealedUp(int playerId, String name) implements WorldEvent {}

    /** A message from the server's operators ({@code MS}), or a notice such as an apocalypse or shutdown. */
    record Notice(String text) implements WorldEvent {}
}
