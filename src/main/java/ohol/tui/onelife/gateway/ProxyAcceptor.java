package ohol.tui.onelife.gateway;

import java.io.IOException;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.session.ServerProxyAcceptor;
import org.apache.sshd.server.session.ServerSession;

/**
 * With {@code --proxy-protocol}: reads the PROXY header (v1 or v2) a balancer puts before the SSH
 * bytes, hands the client's address to {@link Admission} (its log and its per-address limit; a
 * header that names none, the balancer's own address),
 * and lets MINA read the SSH identification after it. A connection without a well-formed header
 * is closed.
 */
final class ProxyAcceptor implements ServerProxyAcceptor {
    private final Admission admission;
    private final GatewayLog log;

    ProxyAcceptor(Admission admission, GatewayLog log) {
        this.admission = admission;
        this.log = log;
    }

    @Override
    public boolean acceptServerProxyMetadata(ServerSession session, Buffer buffer) throws IOException {
        ProxyHeader.Reading reading;
        try {
            reading = ProxyHeader.read(buffer.array(), buffer.rpos(), buffer.available());
        } catch (ProxyHeader.Malformed e) {
            log.often(e.getMessage(), "refused " + Admission.address(session) + ": " + e.getMessage());
            throw new IOException(e.getMessage());
        }
        if (!(reading instanceof ProxyHeader.Read read)) {
            return false; // more bytes to come
        }
        buffer.rpos(buffer.rpos() + read.length());
        try {
            admission.from(session, read.client().orElse(null), read.none());
        } catch (IllegalStateException refused) {
            throw new IOException(refused.getMessage());
        }
        return true;
    }
}
