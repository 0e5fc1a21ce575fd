package ohol.tui.onelife.protocol.client;

import java.util.List;

/**
 * A client-to-server command (see the protocol's client message list). Each record checks in its
 * constructor what the server would reject, so a command that exists can be sent. The wire form
 * is exact: one space between fields, no leading space, {@code #} at the end.
 */
public sealed interface ClientCommand
        permits AtPosition,
                KeepAlive,
                Use,
                Baby,
                Self,
                UseOnOther,
                Remove,
                RemoveFromClothing,
                Drop,
                Kill,
                Emote,
                Ping,
                Say,
                Move,
                Login {

    String verb();

    /** The fields after the verb, already formatted. */
    List<String> args();

    default String toWire() {
        List<String> args = args();
        return args.isEmpty() ? verb() + "#" : verb() + " " + String.join(" ", args) + "#";
    }
}
