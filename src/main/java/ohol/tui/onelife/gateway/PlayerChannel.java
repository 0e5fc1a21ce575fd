package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.util.Map;
import org.apache.sshd.client.future.DefaultOpenFuture;
import org.apache.sshd.client.future.OpenFuture;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.channel.ChannelListener;
import org.apache.sshd.common.channel.PtyMode;
import org.apache.sshd.common.channel.RequestHandler.Result;
import org.apache.sshd.common.channel.exception.SshChannelOpenException;
import org.apache.sshd.common.io.IoWriteFuture;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.session.ServerSession;

/**
 * An SSH session channel that serves one thing: a shell with a pty, which is the client's
 * screen. Commands ({@code exec}, so also scp), subsystems (sftp), agent and X11 forwarding are
 * refused, and logged; so is a shell without a pty (the screen needs a terminal). The terminal's
 * size is held within the gateway's limits; of the client's environment only what says how it
 * draws (the locale, {@code COLORTERM}) is taken. Each is a player, counted by {@link Admission}
 * per connection and against the gateway's players: one too many is refused as it opens
 * (SSH_MSG_CHANNEL_OPEN_FAILURE, resource shortage). Each kind of refusal is logged the first time
 * on its connection only.
 */
final class PlayerChannel extends ChannelSession {
    private static final int MAX_TERM = 64;
    private static final int MAX_ENV = 16;

    private final Limits limits;
    private final Admission admission;
    private final GatewayLog log;
    private boolean pty;
    private int envs;
    /** A request refused that leaves the channel nothing to do: it closes once the refusal is sent. */
    private boolean endAfterReply;

    PlayerChannel(Limits limits, Admission admission, GatewayLog log) {
        this.limits = limits;
        this.admission = admission;
        this.log = log;
    }

    /** Makes these channels for the {@code session} channel type, the only one the gateway opens. */
    static ChannelFactory factory(Limits limits, Admission admission, GatewayLog log) {
        return new ChannelFactory() {
            @Override
            public String getName() {
                return "session";
            }

            @Override
            public PlayerChannel createChannel(Session session) {
                return new PlayerChannel(limits, admission, log);
            }
        };
    }

    @Override
    protected OpenFuture doInit(Buffer buffer) {
        ServerSession session = getServerSession();
        String refusal = admission.openChannel(session);
        if (refusal != null) {
            Admission.refused(log, session, "a player's channel (" + refusal + ")");
            OpenFuture refused = new DefaultOpenFuture(this, this);
            try {
                refused.setException(
                        new SshChannelOpenException(getChannelId(), SshConstants.SSH_OPEN_RESOURCE_SHORTAGE, refusal));
            } finally {
                close(true);
            }
            return refused;
        }
        Admission.Connection connection = Admission.connection(session);
        addChannelListener(new ChannelListener() {
            @Override
            public void channelClosed(Channel channel, Throwable reason) {
                if (connection != null) {
                    admission.closeChannel(connection);
                }
            }
        });
        return super.doInit(buffer);
    }

    @Override
    protected Result handlePtyReqParsed(
            String term, int columns, int rows, int width, int height, Map<PtyMode, Integer> modes) throws IOException {
        pty = true;
        String name = GatewayLog.peer(term);
        return super.handlePtyReqParsed(
                name.length() > MAX_TERM ? name.substring(0, MAX_TERM) : name,
                limits.columns(columns),
                limits.rows(rows),
                width,
                height,
                modes);
    }

    @Override
    protected Result handleWindowChangeParsed(int columns, int rows, int width, int height) throws IOException {
        return super.handleWindowChangeParsed(limits.columns(columns), limits.rows(rows), width, height);
    }

    @Override
    protected Result handleEnvParsed(String name, String value) throws IOException {
        boolean drawing = name.equals("LANG") || name.startsWith("LC_") || name.equals("COLORTERM");
        if (!drawing || ++envs > MAX_ENV || value.length() > MAX_TERM) {
            return Result.ReplyFailure;
        }
        return super.handleEnvParsed(name, GatewayLog.peer(value));
    }

    @Override
    protected Result handleShellParsed(String request) throws IOException {
        if (!pty) {
            refusedAndDone("a shell without a terminal (ssh -T)");
            return Result.ReplyFailure;
        }
        return super.handleShellParsed(request);
    }

    @Override
    protected Result handleExecParsed(String request, String command) {
        refusedAndDone("a command (exec, scp)");
        return Result.ReplyFailure;
    }

    @Override
    protected Result handleSubsystemParsed(String request, String subsystem) {
        Admission.refused(log, getServerSession(), "a subsystem", "the subsystem " + GatewayLog.peer(subsystem));
        endAfterReply = true;
        return Result.ReplyFailure;
    }

    @Override
    protected Result handleAgentForwardingParsed(String requestType) {
        refused("agent forwarding");
        return Result.ReplyFailure;
    }

    @Override
    protected Result handleX11ForwardingParsed(
            String requestType, ServerSession session, boolean single, String protocol, String cookie, int screen) {
        refused("X11 forwarding");
        return Result.ReplyFailure;
    }

    /** Refuses what makes the channel useless (a command, a subsystem, a shell without a pty): it closes. */
    private void refusedAndDone(String what) {
        refused(what);
        endAfterReply = true;
    }

    private void refused(String what) {
        Admission.refused(log, getServerSession(), what);
    }

    @Override
    protected IoWriteFuture sendResponse(Buffer buffer, String req, Result result, boolean wantReply)
            throws IOException {
        IoWriteFuture sent = super.sendResponse(buffer, req, result, wantReply);
        if (endAfterReply) {
            close(false); // its place is free for a player at once
        }
        return sent;
    }
}
