package ohol.tui.onelife.session;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.protocol.client.ClientCommand;

/** A link that keeps what would go on the wire (pings as "PING") and reports a fixed round trip. */
public final class RecordingLink implements Link {
    public final List<String> sent = new ArrayList<>();
    public boolean hungUp;
    /** Why the session dropped the server, once it has. */
    public String droppedFor;

    /** The protocol it stands for a server of. */
    public Dialect dialect = Dialect.CURRENT;

    @Override
    public Dialect dialect() {
        return dialect;
    }

    /** It stands for a link that logged back in to a life ({@code RLOGIN}). */
    public boolean resumes;

    @Override
    public boolean resumesALife() {
        return resumes;
    }

    /** What {@link #unansweredPingMillis()} says: set it to play a late ping. */
    public OptionalLong unanswered = OptionalLong.empty();

    @Override
    public void send(ClientCommand command) {
        sent.add(command.toWire());
    }

    @Override
    public void ping() {
        sent.add("PING");
    }

    @Override
    public OptionalLong roundTripMillis() {
        return OptionalLong.of(42);
    }

    /** Whether the session stopped pinging; then, as a connection does, no ping is waited for. */
    public boolean stoppedPinging;

    @Override
    public void stopPinging() {
        stoppedPinging = true;
        unanswered = OptionalLong.empty();
    }

    @Override
    public OptionalLong unansweredPingMillis() {
        return unanswered;
    }

    /** What {@link #bytesReceived()} says: set it to play traffic. */
    public long received;

    @Override
    public long bytesReceived() {
        return received;
    }

    @Override
    public long bytesSent() {
        return 0;
    }

    @Override
    public void hangUp(Duration timeout) {
        hungUp = true;
    }

    @Override
    public void drop(String why) {
        hungUp = true;
        droppedFor = why;
    }
}
