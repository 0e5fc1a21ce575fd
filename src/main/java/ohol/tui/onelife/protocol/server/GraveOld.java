package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code GO}: who lies in an old grave (one not dug in our lifetime), in answer to our GRAVE.
 * Wire: {@code GO\nx y p_id po_id death_age underscored_name mother_id ... eve_id eve=eve_id\n#}.
 *
 * @param displayId the object the dead player was drawn as
 * @param deathAge  in-game years since they died; the server sends -1 for a grave of someone unknown
 * @param name      empty for a nameless player ({@code ~} on the wire)
 */
public record GraveOld(
        int x, int y, int playerId, int displayId, double deathAge, Optional<String> name, Ancestors ancestors)
        implements ServerMessage {
    static final String TAG = "GO";
    private static final String NO_NAME = "~";

    static GraveOld parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        return new GraveOld(
                f.integer(),
                f.integer(),
                f.integer(),
                f.integer(),
                f.decimal(),
                Underscored.decode(TextFields.word(f.text(), ServerText.MAX_NAME), NO_NAME),
                Ancestors.read(f));
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
        return new Frame(
                TAG,
                List.of(ancestors.appendedTo(Lines.join(
                        x, y, playerId, displayId, Decimals.six(deathAge), Underscored.encode(name, NO_NAME)))));
    }
}
