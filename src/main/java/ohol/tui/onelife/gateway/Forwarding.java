package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.util.List;
import org.apache.sshd.client.future.DefaultOpenFuture;
import org.apache.sshd.client.future.OpenFuture;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.channel.exception.SshChannelOpenException;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.apache.sshd.server.channel.AbstractServerChannel;
import org.apache.sshd.server.forward.ForwardingFilter;

/**
 * Port forwarding, refused and logged the first time on each connection: {@code -L} and {@code
 * -D} open {@code direct-tcpip} channels (refused as they open, administratively prohibited),
 * {@code -R} asks {@code tcpip-forward} (the filter says no); agent and X11 forwarding are refused
 * by the filter and by {@link PlayerChannel}.
 */
final class Forwarding implements ForwardingFilter {
    static final String LOCAL = "port forwarding to another host (-L, -D)";
    static final String REMOTE = "port forwarding from the gateway (-R)";

    private final GatewayLog gatewayLog;

    Forwarding(GatewayLog gatewayLog) {
        this.gatewayLog = gatewayLog;
    }

    @Override
    public boolean canForwardAgent(Session session, String requestType) {
        Admission.refused(gatewayLog, session, "agent forwarding");
        return false;
    }

    @Override
    public boolean canForwardX11(Session session, String requestType) {
        Admission.refused(gatewayLog, session, "X11 forwarding");
        return false;
    }

    @Override
    public boolean canListen(SshdSocketAddress address, Session session) {
        Admission.refused(gatewayLog, session, REMOTE);
        return false;
    }

    @Override
    public boolean canConnect(Type type, SshdSocketAddress address, Session session) {
        Admission.refused(gatewayLog, session, type == Type.Direct ? LOCAL : REMOTE);
        return false;
    }

    /** The {@code direct-tcpip} channel type: each one refused as it opens. */
    ChannelFactory directTcpip() {
        return new ChannelFactory() {
            @Override
            public String getName() {
                return "direct-tcpip";
            }

            @Override
            public Refused createChannel(Session session) {
                return new Refused();
            }
        };
    }

    /** A channel that never opens. */
    private final class Refused extends AbstractServerChannel {
        Refused() {
            super("", List.of(), null);
        }

        @Override
        protected OpenFuture doInit(Buffer buffer) {
            Admission.refused(gatewayLog, getSession(), LOCAL);
            OpenFuture refused = new DefaultOpenFuture(this, this);
            try {
                refused.setException(new SshChannelOpenException(
                        getChannelId(),
                        SshConstants.SSH_OPEN_ADMINISTRATIVELY_PROHIBITED,
                        "port forwarding is refused"));
            } finally {
                close(true);
            }
            return refused;
        }

        @Override
        protected void doWriteData(byte[] data, int off, long len) throws IOException {
            throw new IOException("a refused channel");
        }

        @Override
        protected void doWriteExtendedData(byte[] data, int off, long len) throws IOException {
            throw new IOException("a refused channel");
        }
    }
}
