package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.sshd.common.Service;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.auth.AbstractUserAuthServiceFactory;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.session.ServerSession;
import org.apache.sshd.server.session.ServerUserAuthService;

/**
 * MINA's authentication service with the gateway's count of attempts: every request of every
 * method (password, keyboard-interactive, publickey signed or only asking whether a key would do,
 * any other name) is one attempt, counted on the connection, so asking for the service again does
 * not start the count afresh (it did MINA's own). Two requests are not attempts: a client's first
 * {@code none} (how it asks which methods there are), and the signed request that follows a
 * query answered yes for the same key (the two are one offer of a key). Past {@link
 * Limits#authAttempts} the connection is disconnected, logged once; what was sent (a password
 * tried) is never logged.
 *
 * <p>A key accepted still logs in only if there is room among the logged-in connections ({@link
 * Admission#logIn}); else the connection is told why and disconnected before the login succeeds.
 */
final class AttemptCount extends ServerUserAuthService {
    private final Limits limits;
    private final Admission admission;
    private final GatewayLog gatewayLog;

    private AttemptCount(Session session, Limits limits, Admission admission, GatewayLog gatewayLog)
            throws IOException {
        super(session);
        this.limits = limits;
        this.admission = admission;
        this.gatewayLog = gatewayLog;
    }

    /** The service factory for {@code ssh-userauth}. */
    static AbstractUserAuthServiceFactory factory(Limits limits, Admission admission, GatewayLog gatewayLog) {
        return new AbstractUserAuthServiceFactory() {
            @Override
            public Service create(Session session) throws IOException {
                return new AttemptCount(session, limits, admission, gatewayLog);
            }
        };
    }

    /** What a request is, read without moving the buffer. */
    private record Request(String method, boolean signed, byte[] key) {
        static Request peek(Buffer buffer) {
            int at = buffer.rpos();
            try {
                buffer.getString(); // user
                buffer.getString(); // service
                String method = buffer.getString();
                if (!method.equals("publickey")) {
                    return new Request(method, false, null);
                }
                boolean signed = buffer.getBoolean();
                buffer.getString(); // algorithm
                return new Request(method, signed, buffer.getBytes());
            } catch (RuntimeException malformed) {
                return new Request("?", false, null);
            } finally {
                buffer.rpos(at);
            }
        }
    }

    @Override
    protected boolean handleUserAuthRequestMessage(
            ServerSession session, Buffer buffer, AtomicReference<Boolean> authHolder) throws Exception {
        Admission.Connection c = Admission.connection(session);
        if (session.isAuthenticated() || c == null) {
            return super.handleUserAuthRequestMessage(session, buffer, authHolder);
        }
        Request r = Request.peek(buffer);
        boolean over;
        synchronized (c) {
            boolean free = (r.method().equals("none") && c.noneFree)
                    || (r.signed() && c.keyAccepted != null && Arrays.equals(c.keyAccepted, r.key()));
            c.noneFree = false;
            c.keyAccepted = null;
            if (!free) {
                c.attempts++;
            }
            over = c.attempts > limits.authAttempts();
        }
        if (over) {
            String why = "too many authentication attempts (" + limits.authAttempts() + ")";
            if (Admission.first(session, why)) {
                gatewayLog.line("refused " + Admission.address(session) + ": " + why);
            }
            session.disconnect(SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE, why);
            return false;
        }
        boolean handled = super.handleUserAuthRequestMessage(session, buffer, authHolder);
        if (handled && authHolder.get() == null && r.method().equals("publickey") && !r.signed()) {
            synchronized (c) {
                c.keyAccepted = r.key(); // answered yes: the signed request for it is this same attempt
            }
        }
        return handled;
    }

    @Override
    protected void handleAuthenticationSuccess(int cmd, Buffer buffer) throws Exception {
        ServerSession session = getServerSession();
        String refusal = admission.logIn(session);
        if (refusal != null) {
            gatewayLog.often(
                    refusal,
                    "refused " + Admission.address(session) + " key " + KeyCheck.fingerprintOf(session) + ": "
                            + refusal);
            session.disconnect(SshConstants.SSH2_DISCONNECT_TOO_MANY_CONNECTIONS, refusal);
            return;
        }
        super.handleAuthenticationSuccess(cmd, buffer);
    }
}
