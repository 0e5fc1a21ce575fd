package ohol.tui.onelife.protocol.server;

import java.util.OptionalLong;

/**
 * A map location pointed at from speech: {@code *map x y [map_age_seconds]} at the end of a
 * {@code PS} text. Not part of the protocol as such, but a convention of the server and the
 * official client.
 *
 * @param ageSeconds the map's age, present for a map read out loud
 */
public record MapPointer(int x, int y, OptionalLong ageSeconds) {}
