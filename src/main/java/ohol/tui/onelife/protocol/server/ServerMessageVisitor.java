package ohol.tui.onelife.protocol.server;

/**
 * One method per message record, none with a body: a class that implements this directly (the
 * public JSON's writer) fails to compile until it writes every message. {@link
 * ServerMessageHandler} is this with a do-nothing default for each, for handlers that care about
 * a few.
 */
public interface ServerMessageVisitor {
    void on(Accepted m);

    void on(PlayerUpdate m);

    void on(MapChunk m);

    void on(FoodChange m);

    void on(FrameEnd m);

    void on(Pong m);

    void on(Apocalypse m);

    void on(ApocalypseDone m);

    void on(BabyWiggle m);

    void on(BadBiomes m);

    void on(Craving m);

    void on(CurseScoreChange m);

    void on(CurseTokenChange m);

    void on(Cursed m);

    void on(Dying m);

    void on(Exiled m);

    void on(FlightDest m);

    void on(Flip m);

    void on(Following m);

    void on(ForcedShutdown m);

    void on(Ghosts m);

    void on(GlobalMessage m);

    void on(Grave m);

    void on(GraveMove m);

    void on(GraveOld m);

    void on(Healed m);

    void on(HeatChange m);

    void on(Homeland m);

    void on(LearnedToolReport m);

    void on(Lineage m);

    void on(LocationSays m);

    void on(LoginChallenge m);

    void on(MapChange m);

    void on(MonumentCall m);

    void on(Names m);

    void on(NoLifeTokens m);

    void on(OwnerList m);

    void on(PhotoSignature m);

    void on(PlayerEmotes m);

    void on(PlayerMovesStart m);

    void on(PlayerSays m);

    void on(PlayersOutOfRange m);

    void on(PosseJoin m);

    void on(Rejected m);

    void on(RocketAccount m);

    void on(RocketRide m);

    void on(ServerFull m);

    void on(ShutdownMode m);

    void on(StatueInfo m);

    void on(ToolExperts m);

    void on(ToolSlots m);

    void on(ValleySpacing m);

    void on(VogUpdate m);

    void on(WarReport m);

    void on(Unknown m);
}
