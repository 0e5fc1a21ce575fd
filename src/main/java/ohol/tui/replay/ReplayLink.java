package ohol.tui.replay;

import java.time.Duration;
import java.util.OptionalLong;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.session.Link;

/**
 * A replayed life's link: nothing goes anywhere (what the server answered is already in the
 * recording, the close included); it counts what the recording says came and went.
 */
final class ReplayLink implements Link {
    long received;
    long sent;
    /** The last probe's round trip, from the recorded times of the probe and of its answer. */
    OptionalLong roundTrip = OptionalLong.empty();

    @Override
    public void send(ClientCommand command) {}

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
