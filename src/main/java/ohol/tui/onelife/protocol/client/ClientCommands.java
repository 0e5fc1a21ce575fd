package ohol.tui.onelife.protocol.client;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import ohol.tui.onelife.protocol.Fields;

/**
 * Reads client commands back from their wire text, one parser per verb: the practice server's
 * side of the protocol. A command the server would not accept parses to empty.
 */
public final class ClientCommands {
    private static final Map<String, Function<Fields, ClientCommand>> BY_VERB = table();

    private ClientCommands() {}

    private static Map<String, Function<Fields, ClientCommand>> table() {
        var table = new HashMap<String, Function<Fields, ClientCommand>>();
        table.put("KA", f -> new KeepAlive(f.integer(), f.integer()));
        table.put("USE", f -> new Use(f.integer(), f.integer(), optional(f), optional(f)));
        table.put("BABY", f -> new Baby(f.integer(), f.integer(), optional(f)));
        table.put("SELF", f -> new Self(f.integer(), f.integer(), f.integer()));
        table.put("UBABY", f -> new UseOnOther(f.integer(), f.integer(), f.integer(), optional(f)));
        table.put("REMV", f -> new Remove(f.integer(), f.integer(), f.integer()));
        table.put("SREMV", f -> new RemoveFromClothing(f.integer(), f.integer(), f.integer(), f.integer()));
        table.put("DROP", f -> new Drop(f.integer(), f.integer(), f.integer()));
        table.put("KILL", f -> new Kill(f.integer(), f.integer(), optional(f)));
        table.put("EMOT", f -> new Emote(f.integer(), f.integer(), f.integer()));
        table.put("PING", f -> new Ping(f.integer(), f.integer(), f.integer()));
        table.put("SAY", f -> new Say(f.integer(), f.integer(), f.rest()));
        table.put("MOVE", ClientCommands::move);
        table.put("LOGIN", f -> login(false, f));
        table.put("RLOGIN", f -> login(true, f));
        for (AtPosition.Kind kind : AtPosition.Kind.values()) {
            table.put(kind.name(), f -> new AtPosition(kind, f.integer(), f.integer()));
        }
        return Map.copyOf(table);
    }

    /** The verbs this side reads. */
    public static Set<String> verbs() {
        return BY_VERB.keySet();
    }

    /** Parses one command, with or without its final {@code #}. */
    public static Optional<ClientCommand> parse(String wire) {
        String text = wire.endsWith("#") ? wire.substring(0, wire.length() - 1) : wire;
        int space = text.indexOf(' ');
        String verb = space < 0 ? text : text.substring(0, space);
        var parser = BY_VERB.get(verb);
        if (parser == null) {
            return Optional.empty();
        }
        try {
            Fields fields = new Fields(space < 0 ? "" : text.substring(space + 1));
            ClientCommand command = parser.apply(fields);
            fields.end();
            return Optional.of(command);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static OptionalInt optional(Fields f) {
        return f.hasMore() ? OptionalInt.of(f.integer()) : OptionalInt.empty();
    }

    private static Move move(Fields f) {
        int x = f.integer();
        int y = f.integer();
        String seq = f.text();
        if (!seq.startsWith("@")) {
            throw new IllegalArgumentException("MOVE sequence must start with @");
        }
        int sequence = Integer.parseInt(seq.substring(1));
        List<Move.Step> steps = new ArrayList<>();
        while (f.hasMore()) {
            steps.add(new Move.Step(f.integer(), f.integer()));
        }
        return new Move(x, y, sequence, steps);
    }

    private static Login login(boolean reconnect, Fields f) {
        String tag = f.text();
        String email = f.text();
        String passwordHash = f.text();
        String keyHash = f.text();
        int tutorial = f.integer();
        Optional<Login.Twins> twins =
                f.hasMore() ? Optional.of(new Login.Twins(f.text(), f.integer())) : Optional.empty();
        return new Login(reconnect, tag, email, passwordHash, keyHash, tutorial, twins);
    }
}
