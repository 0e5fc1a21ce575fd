package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * {@code WR}: every pair of families (named by their Eves) at war or at peace; families not listed
 * are neutral. Wire: {@code WR\neve_id_a eve_id_b status\n...\n#} with status {@code war} or {@code peace}.
 */
public record WarReport(List<Relation> relations) implements ServerMessage {
    static final String TAG = "WR";
    /**
     * Most relations one WR may carry; the rest is reported and skipped. The server lists each pair
     * of living families at war or peace; a full server (200 players, maxPlayers' default) holds at
     * most 200 families, which make 200 × 199 / 2 = 19,900 pairs.
     */
    public static final int MAX_RELATIONS = 20_000;

    public WarReport {
        relations = List.copyOf(relations);
    }

    public enum Status {
        WAR,
        PEACE
    }

    /** How the family of Eve {@code eveA} stands with the family of Eve {@code eveB}. */
    public record Relation(int eveA, int eveB, Status status) {
        static Relation parse(Fields f) {
            int a = f.integer();
            int b = f.integer();
            String status = f.text();
            f.end();
            return switch (status) {
                case "war" -> new Relation(a, b, Status.WAR);
                case "peace" -> new Relation(a, b, Status.PEACE);
                default -> throw new MalformedLineException(
                        "status '" + status + "' is neither war nor peace", f.line());
            };
        }

        String toWire() {
            return Lines.join(eveA, eveB, status.name().toLowerCase(Locale.ROOT));
        }
    }

    static WarReport parse(Frame frame, Consumer<String> problems) {
        return new WarReport(Lines.each(frame, problems, Relation::parse, MAX_RELATIONS));
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
        return new Frame(TAG, relations.stream().map(Relation::toWire).toList());
    }
}
