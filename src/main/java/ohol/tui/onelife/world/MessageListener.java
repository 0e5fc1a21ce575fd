package ohol.tui.onelife.world;

import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * One concern of the {@link World} that follows the server: it hears every message of a frame,
 * in the order the server sent them, and keeps its own part of the world up to date. The world
 * feeds each frame to its listeners in one place, in a fixed order: the roster
 * ({@link RosterListener}), the world's own state ({@link WorldApplier}), the places
 * ({@link PlacesListener}).
 */
interface MessageListener {
    /** Takes one message of a frame; {@code frame} gathers what the frame told. */
    void hear(ServerMessage message, FrameNews frame);
}
