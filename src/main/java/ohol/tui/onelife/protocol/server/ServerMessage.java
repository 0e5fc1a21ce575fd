package ohol.tui.onelife.protocol.server;

import ohol.tui.onelife.protocol.Frame;

/**
 * A decoded server-to-client message (see {@code onelife-protocol.txt}). Immutable: parsed on the
 * reader thread, applied on the UI thread. Each record names its wire tag in its first Javadoc
 * line; {@link ServerMessages} is the table from tag to parser.
 */
public sealed interface ServerMessage
        permits Accepted,
                PlayerUpdate,
                MapChunk,
                FoodChange,
                FrameEnd,
                Pong,
                Apocalypse,
                ApocalypseDone,
                BabyWiggle,
                BadBiomes,
                Craving,
                CurseScoreChange,
                CurseTokenChange,
                Cursed,
                Dying,
                Exiled,
                FlightDest,
                Flip,
                Following,
                ForcedShutdown,
                Ghosts,
                GlobalMessage,
                Grave,
                GraveMove,
                GraveOld,
                Healed,
                HeatChange,
                Homeland,
                LearnedToolReport,
                Lineage,
                LocationSays,
                LoginChallenge,
                MapChange,
                MonumentCall,
                Names,
                NoLifeTokens,
                OwnerList,
                PhotoSignature,
                PlayerEmotes,
                PlayerMovesStart,
                PlayerSays,
                PlayersOutOfRange,
                PosseJoin,
                Rejected,
                RocketAccount,
                RocketRide,
                ServerFull,
                ShutdownMode,
                StatueInfo,
                ToolExperts,
                ToolSlots,
                ValleySpacing,
                VogUpdate,
                WarReport,
                Unknown {

    /** The wire tag, such as {@code PU}. */
    String tag();

    /** Calls the handler's overload for this record (a Java 17 stand-in for an exhaustive switch). */
    void dispatch(ServerMessageVisitor handler);

    /** The frame the server would send for this message (used by the practice server and round-trip tests). */
    Frame toFrame();
}
