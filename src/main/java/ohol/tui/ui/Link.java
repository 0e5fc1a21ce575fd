package ohol.tui.ui;

import java.time.Duration;
import java.util.OptionalLong;
import ohol.tui.net.Connection;
import ohol.tui.protocol.client.ClientCommand;

/** What the screen needs of the connection: send, ping, count bytes, hang up. */
public interface Link {
    void send(ClientCommand command);

    void ping();

    OptionalLong roundTripMillis();

    long bytesReceived();

    long bytesSent();

    /** Sends what is queued, then closes. */
    void hangUp(Duration timeout);

    static Link of(Connection connection) {
        return new Link() {
            @Override
            public void send(ClientCommand command) {
                connection.send(command);
            }

            @Override
            public void ping() {
                connection.ping();
            }

            @Override
            public OptionalLong roundTripMillis() {
                return connection.roundTripMillis();
            }

            @Override
            public long bytesReceived() {
                return connection.bytesReceived();
            }

            @Override
            public long bytesSent() {
                return connection.bytesSent();
            }

            @Override
            public void hangUp(Duration timeout) {
                connection.closeAfterSending(timeout);
            }
        };
    }
}
