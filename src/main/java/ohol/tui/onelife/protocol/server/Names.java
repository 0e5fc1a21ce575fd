package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code NM}: players' names. Wire, one line per player: {@code NM\np_id first_name [last_name]\n#}. */
public record Names(List<Name> names) implements ServerMessage {
    static final String TAG = "NM";

    public Names {
        names = List.copyOf(names);
    }

    /**
     * A player's name.
     *
     * @param lastName everything after the first name (the family name), absent for a first name alone
     */
    public record Name(int playerId, String firstName, Optional<String> lastName) {
        public String fullName() {
            return lastName.map(last -> firstName + " " + last).orElse(firstName);
        }

        static Name parse(Fields f) {
            int id = f.integer();
            String first = TextFields.word(f.text(), ServerText.MAX_NAME);
            String last = TextFields.phrase(f.rest(), ServerText.MAX_NAME);
            return new Name(id, first, last.isEmpty() ? Optional.empty() : Optional.of(last));
        }

        String toWire() {
            return Lines.join(playerId, fullName());
        }
    }

    static Names parse(Frame frame, Consumer<String> problems) {
        return new Names(Lines.each(frame, problems, Name::parse));
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
        return new Frame(TAG, names.stream().map(Name::toWire).toList());
    }
}
