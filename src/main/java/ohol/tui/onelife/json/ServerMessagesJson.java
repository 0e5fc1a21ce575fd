package ohol.tui.onelife.json;

import static ohol.tui.onelife.json.JsonValues.texts;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.Apocalypse;
import ohol.tui.onelife.protocol.server.ApocalypseDone;
import ohol.tui.onelife.protocol.server.ForcedShutdown;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.GlobalMessage;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.NoLifeTokens;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.Rejected;
import ohol.tui.onelife.protocol.server.RocketAccount;
import ohol.tui.onelife.protocol.server.ServerFull;
import ohol.tui.onelife.protocol.server.ShutdownMode;
import ohol.tui.onelife.protocol.server.Unknown;
import ohol.tui.onelife.protocol.server.ValleySpacing;

/**
 * The JSON of the messages about the server and the connection: the login, pings, the server's
 * notices, and messages of a tag the client does not know. Messages without fields ({@code
 * ACCEPTED}, {@code FM}, {@code AP}...) have an empty {@code data}.
 */
interface ServerMessagesJson extends MessageWriting {
    @Override
    default void on(Accepted m) {
        write("Accepted", new JsonObject());
    }

    @Override
    default void on(FrameEnd m) {
        write("FrameEnd", new JsonObject());
    }

    @Override
    default void on(Apocalypse m) {
        write("Apocalypse", new JsonObject());
    }

    @Override
    default void on(ApocalypseDone m) {
        write("ApocalypseDone", new JsonObject());
    }

    @Override
    default void on(ForcedShutdown m) {
        write("ForcedShutdown", new JsonObject());
    }

    @Override
    default void on(NoLifeTokens m) {
        write("NoLifeTokens", new JsonObject());
    }

    @Override
    default void on(Rejected m) {
        write("Rejected", new JsonObject());
    }

    @Override
    default void on(LoginChallenge m) {
        JsonObject out = new JsonObject();
        out.add("players", ProtocolValuesJson.players(m.players()));
        out.addProperty("challenge", m.challenge());
        out.addProperty("requiredVersion", m.requiredVersion());
        write("LoginChallenge", out);
    }

    @Override
    default void on(ServerFull m) {
        JsonObject out = new JsonObject();
        out.add("players", ProtocolValuesJson.players(m.players()));
        write("ServerFull", out);
    }

    @Override
    default void on(ShutdownMode m) {
        JsonObject out = new JsonObject();
        out.add("players", ProtocolValuesJson.players(m.players()));
        write("ShutdownMode", out);
    }

    @Override
    default void on(Pong m) {
        JsonObject out = new JsonObject();
        out.addProperty("uniqueId", m.uniqueId());
        write("Pong", out);
    }

    @Override
    default void on(GlobalMessage m) {
        JsonObject out = new JsonObject();
        out.addProperty("wire", m.wire());
        write("GlobalMessage", out);
    }

    @Override
    default void on(ValleySpacing m) {
        JsonObject out = new JsonObject();
        out.addProperty("ySpacing", m.ySpacing());
        out.addProperty("yOffset", m.yOffset());
        write("ValleySpacing", out);
    }

    @Override
    default void on(RocketAccount m) {
        JsonObject out = new JsonObject();
        out.addProperty("steamKey", m.steamKey());
        out.addProperty("accountUrl", m.accountUrl());
        write("RocketAccount", out);
    }

    @Override
    default void on(Unknown m) {
        JsonObject out = new JsonObject();
        out.addProperty("tag", m.tag());
        out.add("lines", texts(m.lines()));
        write("Unknown", out);
    }
}
