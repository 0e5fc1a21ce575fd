package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * {@code SN}: the server's greeting on connect: how many play, the challenge that the LOGIN
 * hashes are computed over, and the client version it requires.
 * Wire: {@code SN\ncurrent_players/max_players\nchallenge_string\nrequired_version_number\n#}.
 */
public record LoginChallenge(PlayerCount players, String challenge, int requiredVersion) implements ServerMessage {
    static final String TAG = "SN";

    static LoginChallenge parse(Frame frame, Consumer<String> problems) {
        List<String> lines = frame.lines();
        if (lines.size() != 3) {
            throw new MalformedLineException(
                    "needs 3 lines (players, challenge, version), has " + lines.size(), String.join("\\n", lines));
        }
        Fields players = new Fields(lines.get(0));
        Fields version = new Fields(lines.get(2));
        // the challenge is hashed as sent, so it is kept whole rather than tokenized; a real one is
        // plain ASCII, which cleaning leaves as it is
        LoginChallenge sn = new LoginChallenge(
                PlayerCount.read(players), ServerText.clean(lines.get(1), ServerText.MAX_WORD), version.integer());
        players.end();
        version.end();
        return sn;
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(TAG, List.of(players.toWire(), challenge, Integer.toString(requiredVersion)));
    }
}
