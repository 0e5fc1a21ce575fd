package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/**
 * {@code LN}: the known lineages of players.
 * Wire, one line per player: {@code LN\np_id mother_id grandmother_id ... eve_id eve=eve_id\n#}.
 */
public record Lineage(List<Person> people) implements ServerMessage {
    static final String TAG = "LN";

    public Lineage {
        people = List.copyOf(people);
    }

    /** A player and their line of descent. */
    public record Person(int playerId, Ancestors ancestors) {
        static Person parse(Fields f) {
            return new Person(f.integer(), Ancestors.read(f));
        }

        String toWire() {
            return ancestors.appendedTo(Integer.toString(playerId));
        }
    }

    static Lineage parse(Frame frame, Consumer<String> problems) {
        return new Lineage(Lines.each(frame, problems, Person::parse));
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
        return new Frame(TAG, people.stream().map(Person::toWire).toList());
    }
}
