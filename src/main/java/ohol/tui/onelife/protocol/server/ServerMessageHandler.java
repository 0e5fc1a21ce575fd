package ohol.tui.onelife.protocol.server;

/**
 * One overload per message record; each record's {@code dispatch} calls its own. Every overload
 * does nothing by default, so a handler overrides just the messages it cares about. There is
 * deliberately no catch-all overload: a new record without its overload here does not compile.
 */
public interface ServerMessageHandler extends ServerMessageVisitor {
    @Override
    default void on(Accepted m) {}

    @Override
    default void on(PlayerUpdate m) {}

    @Override
    default void on(MapChunk m) {}

    @Override
    default void on(FoodChange m) {}

    @Override
    default void on(FrameEnd m) {}

    @Override
    default void on(Pong m) {}

    @Override
    default void on(Apocalypse m) {}

    @Override
    default void on(ApocalypseDone m) {}

    @Override
    default void on(BabyWiggle m) {}

    @Override
    default void on(BadBiomes m) {}

    @Override
    default void on(Craving m) {}

    @Override
    default void on(CurseScoreChange m) {}

    @Override
    default void on(CurseTokenChange m) {}

    @Override
    default void on(Cursed m) {}

    @Override
    default void on(Dying m) {}

    @Override
    default void on(Exiled m) {}

    @Override
    default void on(FlightDest m) {}

    @Override
    default void on(Flip m) {}

    @Override
    default void on(Following m) {}

    @Override
    default void on(ForcedShutdown m) {}

    @Override
    default void on(Ghosts m) {}

    @Override
    default void on(GlobalMessage m) {}

    @Override
    default void on(Grave m) {}

    @Override
    default void on(GraveMove m) {}

    @Override
    default void on(GraveOld m) {}

    @Override
    default void on(Healed m) {}

    @Override
    default void on(HeatChange m) {}

    @Override
    default void on(Homeland m) {}

    @Override
    default void on(LearnedToolReport m) {}

    @Override
    default void on(Lineage m) {}

    @Override
    default void on(LocationSays m) {}

    @Override
    default void on(LoginChallenge m) {}

    @Override
    default void on(MapChange m) {}

    @Override
    default void on(MonumentCall m) {}

    @Override
    default void on(Names m) {}

    @Override
    default void on(NoLifeTokens m) {}

    @Override
    default void on(OwnerList m) {}

    @Override
    default void on(PhotoSignature m) {}

    @Override
    default void on(PlayerEmotes m) {}

    @Override
    default void on(PlayerMovesStart m) {}

    @Override
    default void on(PlayerSays m) {}

    @Override
    default void on(PlayersOutOfRange m) {}

    @Override
    default void on(PosseJoin m) {}

    @Override
    default void on(Rejected m) {}

    @Override
    default void on(RocketAccount m) {}

    @Override
    default void on(RocketRide m) {}

    @Override
    default void on(ServerFull m) {}

    @Override
    default void on(ShutdownMode m) {}

    @Override
    default void on(StatueInfo m) {}

    @Override
    default void on(ToolExperts m) {}

    @Override
    default void on(ToolSlots m) {}

    @Override
    default void on(ValleySpacing m) {}

    @Override
    default void on(VogUpdate m) {}

    @Override
    default void on(WarReport m) {}

    @Override
    default void on(Unknown m) {}
}
