package ohol.tui.onelife.ui;

import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Everything one frame of the screen shows, fixed for the frame: the world snapshot and the
 * screen's own state, in three parts: where the player points, what asks or tells them something,
 * and the figures of the link. Panes only read it.
 *
 * @param lens what the game data says of what is in view (search, the list of what is near), when known
 */
public record View(
        WorldSnapshot world, Pointing pointing, Prompts prompts, Figures figures, boolean ascii, Optional<Lens> lens) {

    /**
     * Where the player points.
     *
     * @param cursor     the target tile (absolute)
     * @param viewCenter the tile at the map's centre
     */
    public record Pointing(KeyMode mode, Position cursor, Position viewCenter, boolean edgeScroll) {}

    /**
     * What asks or tells the player something.
     *
     * @param speechBack how many lines the speech log is scrolled back
     * @param chat       the line being typed, while the chat line is open
     * @param overlay    what is drawn over the map and takes the keys (help, lists), if open
     * @param notice     a short message for the player (an error, a question)
     * @param chatCursor where the cursor is in the chat line
     */
    public record Prompts(
            int speechBack,
            Optional<String> chat,
            Optional<Overlay> overlay,
            boolean confirmQuit,
            Optional<String> notice,
            int chatCursor) {
        /** With the cursor at the end of the chat line. */
        public Prompts(
                int speechBack,
                Optional<String> chat,
                Optional<Overlay> overlay,
                boolean confirmQuit,
                Optional<String> notice) {
            this(
                    speechBack,
                    chat,
                    overlay,
                    confirmQuit,
                    notice,
                    chat.map(String::length).orElse(0));
        }
    }

    /**
     * The link's figures for the status line.
     *
     * @param screenBytesPerSecond what drawing the screen sends the terminal (over ssh, the link's main load)
     * @param unansweredPingMillis how long a ping has waited for its answer, once it is late
     * @param era                  what the server's era has: what it lacks is not shown
     * @param agesAt               the moment whose age the status line shows (empty: the world's);
     *                             a tenth of a year passes every six seconds, and alone its digit was
     *                             a packet of its own
     */
    public record Figures(
            OptionalLong pingMillis,
            long bytesInPerSecond,
            long bytesOutPerSecond,
            long screenBytesPerSecond,
            Optional<String> connectionLost,
            OptionalLong unansweredPingMillis,
            EraFeatures era,
            OptionalLong agesAt) {
        /** The status line's age as the world has it. */
        public Figures(
                OptionalLong pingMillis,
                long bytesInPerSecond,
                long bytesOutPerSecond,
                long screenBytesPerSecond,
                Optional<String> connectionLost,
                OptionalLong unansweredPingMillis,
                EraFeatures era) {
            this(
                    pingMillis,
                    bytesInPerSecond,
                    bytesOutPerSecond,
                    screenBytesPerSecond,
                    connectionLost,
                    unansweredPingMillis,
                    era,
                    OptionalLong.empty());
        }

        /** On today's server. */
        public Figures(
                OptionalLong pingMillis,
                long bytesInPerSecond,
                long bytesOutPerSecond,
                long screenBytesPerSecond,
                Optional<String> connectionLost,
                OptionalLong unansweredPingMillis) {
            this(
                    pingMillis,
                    bytesInPerSecond,
                    bytesOutPerSecond,
                    screenBytesPerSecond,
                    connectionLost,
                    unansweredPingMillis,
                    EraFeatures.TODAY);
        }

        /** Every ping answered. */
        public Figures(
                OptionalLong pingMillis,
                long bytesInPerSecond,
                long bytesOutPerSecond,
                long screenBytesPerSecond,
                Optional<String> connectionLost) {
            this(
                    pingMillis,
                    bytesInPerSecond,
                    bytesOutPerSecond,
                    screenBytesPerSecond,
                    connectionLost,
                    OptionalLong.empty());
        }
    }

    /** A frame without the game data's view of things: no list of what is near, no search. */
    public View(WorldSnapshot world, Pointing pointing, Prompts prompts, Figures figures, boolean ascii) {
        this(world, pointing, prompts, figures, ascii, Optional.empty());
    }

    public KeyMode mode() {
        return pointing.mode();
    }

    public Position cursor() {
        return pointing.cursor();
    }

    public Position viewCenter() {
        return pointing.viewCenter();
    }

    public boolean edgeScroll() {
        return pointing.edgeScroll();
    }

    public int speechBack() {
        return prompts.speechBack();
    }

    public Optional<String> chat() {
        return prompts.chat();
    }

    public int chatCursor() {
        return prompts.chatCursor();
    }

    public Optional<Overlay> overlay() {
        return prompts.overlay();
    }

    public boolean confirmQuit() {
        return prompts.confirmQuit();
    }

    public Optional<String> notice() {
        return prompts.notice();
    }

    public OptionalLong pingMillis() {
        return figures.pingMillis();
    }

    public long bytesInPerSecond() {
        return figures.bytesInPerSecond();
    }

    public long bytesOutPerSecond() {
        return figures.bytesOutPerSecond();
    }

    public long screenBytesPerSecond() {
        return figures.screenBytesPerSecond();
    }

    public Optional<String> connectionLost() {
        return figures.connectionLost();
    }

    /** What the server's era has. */
    public EraFeatures era() {
        return figures.era();
    }

    /** The moment whose age the status line shows. */
    public long agesAt() {
        return figures.agesAt().orElse(world.nanos());
    }
}
