package ohol.tui.crossfire.replay;

import java.time.Instant;
import java.util.Optional;
import ohol.tui.core.loop.Game;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordedGame;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.session.PlayerAction;

/**
 * What a Crossfire recording keeps: the connection's bytes, its commands with the password
 * replaced ({@link ClientCommand#hidden()}: the query login's secret {@code reply}, the account's
 * {@code accountlogin}, {@code accountnew}, {@code createplayer}), the news the session took and
 * its actions in the headless language (a reply without its words: it may be a password).
 */
public final class CrossfireRecording {
    private CrossfireRecording() {}

    /** What the header's terminal says of a session played on the screen (empty: headless). */
    public static final String SCREEN = "screen";

    /**
     * The header of a recording of {@code who} playing on {@code server} ({@code host:port}),
     * on the screen or headless.
     */
    public static RecordingHeader header(String client, String server, Login who, boolean screen) {
        return new RecordingHeader(
                RecordFormat.VERSION,
                RecordingHeader.CROSSFIRE,
                client,
                0,
                "",
                server,
                screen ? SCREEN : "",
                Instant.now().toString(),
                who.mode().name().toLowerCase(java.util.Locale.ROOT),
                who.name());
    }

    /** The connection's listener, all it hears and sends written to {@code recorder} first. */
    public static ConnectionListener<ServerMessage, ClientCommand> tapping(
            Recorder recorder, ConnectionListener<ServerMessage, ClientCommand> listener) {
        return recorder.tapping(listener, (command, bytes) -> command.hidden().encode());
    }

    /** The session as the loop drives it, the news it takes and its actions written to {@code recorder}. */
    public static Game<NetEvent<ServerMessage>, PlayerAction, CrossfireEvent> game(
            Game<NetEvent<ServerMessage>, PlayerAction, CrossfireEvent> session, Recorder recorder) {
        return new RecordedGame<>(session, recorder, a -> Optional.of(ActionSyntax.format(a)));
    }
}
