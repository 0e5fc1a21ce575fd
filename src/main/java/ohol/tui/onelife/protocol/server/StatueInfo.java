package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code ST}: who a statue shows, in answer to our STATUE.
 * Wire: {@code ST\nx y po_id age statue_age underscored_name clothing_set underscored_final_words_text\n#}.
 *
 * @param displayId  the object the player is drawn as
 * @param age        the player's age as the statue shows it
 * @param statueAge  in-game years since the statue was built
 * @param name       empty for a nameless player ({@code ~} on the wire)
 * @param clothing   what they wear in stone (never with contents)
 * @param finalWords empty if they said nothing ({@code -} on the wire)
 */
public record StatueInfo(
        int x,
        int y,
        int displayId,
        double age,
        double statueAge,
        Optional<String> name,
        ClothingSet clothing,
        Optional<String> finalWords)
        implements ServerMessage {
    static final String TAG = "ST";
    private static final String NO_NAME = "~";
    private static final String NO_WORDS = "-";

    static StatueInfo parse(Frame frame, Consumer<String> problems) {
        var f = Lines.single(frame);
        StatueInfo m = new StatueInfo(
                f.integer(),
                f.integer(),
                f.integer(),
                f.decimal(),
                f.decimal(),
                Underscored.decode(TextFields.word(f.text(), ServerText.MAX_NAME), NO_NAME),
                ClothingSet.parse(f.text()),
                Underscored.decode(TextFields.word(f.text(), ServerText.MAX_SPEECH), NO_WORDS));
        f.end();
        return m;
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
                List.of(Lines.join(
                        x,
                        y,
                        displayId,
                        Decimals.six(age),
                        Decimals.six(statueAge),
                        Underscored.encode(name, NO_NAME),
                        clothing.toWire(),
                        Underscored.encode(finalWords, NO_WORDS))));
    }
}
