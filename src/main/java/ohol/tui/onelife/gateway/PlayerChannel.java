package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.util.Map;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.channel.PtyMode;
import org.apache.sshd.common.channel.RequestHandler.Result;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.session.ServerSession;

/**
 * An SSH session channel that serves one thing: a shell with a pty, which is the client's
 * screen. Commands ({@code exec}, so also scp), subsystems (sftp), agent and X11 forwarding are
 * refused, and logged; so is a shell without a pty (the screen needs a terminal). The terminal's
 * size is held within the gateway's limits; of the client's environment only what says how it
 * draws (the locale, {@code COLORTERM}) is taken.
 */
final class PlayerChannel extends ChannelSession {
    private static final int MAX_TERM = 64;
    private static final int MAX_ENV = 16;

    private final Limits limits;
    private final GatewayLog log;
    private boolean pty;
    private int envs;

    PlayerChannel(Limits limits, GatewayLog log) {
        this.limits = limits;
        this.log = log;
    }

    /** Makes these channels for the {@code session} channel type, the only one the gateway opens. */
    static ChannelFactory factory(Limits limits, GatewayLog log) {
        return new ChannelFactory() {
            @Override
            public String getName() {
                return "session";
            }

            @Override
            public PlayerChannel createChannel(Session session) {
                return new PlayerChannel(limits, log);
            }
        };
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
            refused("a shell without a terminal (ssh -T)");
            return Result.ReplyFailure;
        }
        return super.handleShellParsed(request);
    }

    @Override
    protected Result handleExecParsed(String request, String command) {
        refused("a command (exec, scp)");
        return Result.ReplyFailure;
    }

    @Override
    protected Result handleSubsystemParsed(String request, String subsystem) {
        refused("the subsystem " + GatewayLog.peer(subsystem));
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

    private void refused(String what) {
        ServerSession session = getServerSession();
        log.line("refused " + what + " from " + Admission.address(session) + " key " + KeyCheck.fingerprintOf(session));
    }
}
