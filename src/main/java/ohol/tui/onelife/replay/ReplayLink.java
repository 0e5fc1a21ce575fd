package ohol.tui.onelife.replay;

import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.Supplier;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.session.Link;

/**
 * A replayed life's link: nothing goes anywhere (what the server answered is already in the
 * recording, the close included); it counts what the recording says came and went. Each command
 * is still put into words by the replay's wire, as the live one did: the text told is the live
 * run's, and an old era's wire remembers the walk it started.
 */
final class ReplayLink implements Link {
    private final Supplier<DialectWire> wire;
    long received;
    long sent;
    /** The last probe's round trip, from the recorded times of the probe and of its answer. */
    OptionalLong roundTrip = OptionalLong.empty();

    /** {@code wire}: the wire that reads the replayed connection's bytes (null before there is one). */
    ReplayLink(Supplier<DialectWire> wire) {
        this.wire = wire;
    }

    @Override
    public void send(ClientCommand command) {
        sendAs(command);
    }

    @Override
    public String sendAs(ClientCommand command) {
        DialectWire w = wire.get();
        return w == null ? "" : w.text(command).orElse("");
    }

    @Override
    public Dialect dialect() {
        DialectWire w = wire.get();
        return w == null ? Dialect.CURRENT : w.dialect().orElse(Dialect.CURRENT);
    }

    @Override
    public void ping() {}

    @Override
    public OptionalLong roundTripMillis() {
        return roundTrip;
    }

    @Override
    public long bytesReceived() {
        return received;
    }

    @Override
    public long bytesSent() {
        return sent;
    }

    @Override
    public void hangUp(Duration timeout) {}

    @Override
    public void drop(String why) {}
}
