package ohol.tui.onelife.world;

import java.util.function.IntFunction;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Keeps the world's {@link Places}: the homeland, property and the spots the server points to. It
 * hears a message after the {@link WorldApplier}, which has by then learned who we are and the
 * names the message brought.
 */
final class PlacesListener implements MessageListener {
    private final World world;
    private final IntFunction<String> names;

    PlacesListener(World world) {
        this.world = world;
        this.names = world::nameOf;
    }

    @Override
    public void hear(ServerMessage message, FrameNews frame) {
        world.places = world.places.after(message, world.me.id(), names);
    }
}
