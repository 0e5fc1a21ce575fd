package ohol.tui.ui;

import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

/**
 * Everything one frame of the screen shows, fixed for the frame: the world snapshot and the
 * screen's own state. Panes only read it.
 *
 * @param cursor      the target tile (absolute)
 * @param viewCenter  the tile at the map's centre
 * @param speechBack  how many lines the speech log is scrolled back
 * @param chat        the line being typed, while the chat line is open
 * @param overlay     what is drawn over the map and takes the keys (help, lists), if open
 * @param notice      a short message for the player (an error, a question)
 * @param screenBytesPerSecond what drawing the screen sends the terminal (over ssh, the link's main load)
 * @param lens        what the game data says of what is in view (search, the list of what is near), when known
 */
public record View(
        WorldSnapshot world,
        KeyMode mode,
        Position cursor,
        Position viewCenter,
        boolean edgeScroll,
        int speechBack,
        Optional<String> chat,
        Optional<Overlay> overlay,
        boolean confirmQuit,
        Optional<String> notice,
        boolean ascii,
        OptionalLong pingMillis,
        long bytesInPerSecond,
        long bytesOutPerSecond,
        long screenBytesPerSecond,
        Optional<String> connectionLost,
        Optional<Lens> lens) {

    /** A frame without the game data's view of things: no list of what is near, no search. */
    public View(
            WorldSnapshot world,
            KeyMode mode,
            Position cursor,
            Position viewCenter,
            boolean edgeScroll,
            int speechBack,
            Optional<String> chat,
            Optional<Overlay> overlay,
            boolean confirmQuit,
            Optional<String> notice,
            boolean ascii,
            OptionalLong pingMillis,
            long bytesInPerSecond,
            long bytesOutPerSecond,
            long screenBytesPerSecond,
            Optional<String> connectionLost) {
        this(
                world,
                mode,
                cursor,
                viewCenter,
                edgeScroll,
                speechBack,
                chat,
                overlay,
                confirmQuit,
                notice,
                ascii,
                pingMillis,
                bytesInPerSecond,
                bytesOutPerSecond,
                screenBytesPerSecond,
                connectionLost,
                Optional.empty());
    }
}
