package ohol.tui.onelife.protocol.server;

/**
 * One overload per message record; each record's {@code dispatch} calls its own. Every overload
 * does nothing by default, so a handler overrides just the messages it cares about. There is
 * deliberately no catch-all overload: a new record without its overload here does not compile.
 */
public interface ServerMessageHandler {
    default void on(Accepted m) {}

    default void on(PlayerUpdate m) {}

    default void on(MapChunk m) {}

    default void on(FoodChange m) {}

    default void on(FrameEnd m) {}

    default void on(Pong m) {}

    default void on(Apocalypse m) {}

    default void on(ApocalypseDone m) {}

    default void on(BabyWiggle m) {}

    default void on(BadBiomes m) {}

    default void on(Craving m) {}

    default void on(CurseScoreChange m) {}

    default void on(CurseTokenChange m) {}

    default void on(Cursed m) {}

    default void on(Dying m) {}

    default void on(Exiled m) {}

    default void on(FlightDest m) {}

    default void on(Flip m) {}

    default void on(Following m) {}

    default void on(ForcedShutdown m) {}

    default void on(Ghosts m) {}

    default void on(GlobalMessage m) {}

    default void on(Grave m) {}

    default void on(GraveMove m) {}

    default void on(GraveOld m) {}

    default void on(Healed m) {}

    default void on(HeatChange m) {}

    default void on(Homeland m) {}

    default void on(LearnedToolReport m) {}

    default void on(Lineage m) {}

    default void on(LocationSays m) {}

    default void on(LoginChallenge m) {}

    default void on(MapChange m) {}

    default void on(MonumentCall m) {}

    default void on(Names m) {}

    default void on(NoLifeTokens m) {}

    default void on(OwnerList m) {}

    default void on(PhotoSignature m) {}

    default void on(PlayerEmotes m) {}

    default void on(PlayerMovesStart m) {}

    default void on(PlayerSays m) {}

    default void on(PlayersOutOfRange m) {}

    default void on(PosseJoin m) {}

    default void on(Rejected m) {}

    default void on(RocketAccount m) {}

    default void on(RocketRide m) {}

    default void on(ServerFull m) {}

    default void on(ShutdownMode m) {}

    default void on(StatueInfo m) {}

    default void on(ToolExperts m) {}

    default void on(ToolSlots m) {}

    default void on(ValleySpacing m) {}

    default void on(VogUpdate m) {}

    default void on(WarReport m) {}

    default void on(Unknown m) {}
}
