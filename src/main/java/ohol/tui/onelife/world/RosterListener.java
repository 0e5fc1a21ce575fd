package ohol.tui.onelife.world;

import ohol.tui.onelife.protocol.server.PlayersOutOfRange;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Keeps the world's {@link Roster}: everyone this life has met, where they were last seen and how
 * the dead died. It hears a message before the {@link WorldApplier} does, so that those who go
 * out of range are still in view to say where they were.
 */
final class RosterListener implements MessageListener {
    private final World world;

    RosterListener(World world) {
        this.world = world;
    }

    @Override
    public void hear(ServerMessage message, FrameNews frame) {
        if (message instanceof PlayersOutOfRange gone) {
            world.rememberWhereSeen(gone.playerIds());
        }
        world.roster = world.roster.after(message, world.now());
    }
}
