package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.function.Function;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.core.net.WireLog;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * {@code --log FILE}: what the client did, one line each with the time: where its settings came
 * from, the reflector, the connection, every message in and command out. Never a secret: the
 * account key and password are only ever named by where they were read from, and a login
 * command is logged with its hashes as {@code HIDDEN}. Thread-safe (the connection's threads write to it).
 */
final class DebugLog implements AutoCloseable {
    private final PrintWriter out;

    private DebugLog(PrintWriter out) {
        this.out = out;
    }

    /** No log: every line goes nowhere. */
    static DebugLog none() {
        return new DebugLog(null);
    }

    /** A log appended to {@code file} (none when null). */
    static DebugLog to(Path file) throws UserError {
        if (file == null) {
            return none();
        }
        try {
            DebugLog log = new DebugLog(new PrintWriter(Files.newBufferedWriter(
                    file,
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND,
                    StandardOpenOption.WRITE)));
            LastResort.alsoLogTo(file); // a crash's report goes in the log too
            return log;
        } catch (IOException e) {
            throw new UserError("cannot write the log " + file + ": " + ClientRunner.why(e));
        }
    }

    synchronized void line(String text) {
        if (out != null) {
            out.println(Instant.now() + " " + ServerText.clean(text));
            out.flush();
        }
    }

    /**
     * {@code listener}, with every message, problem, command and the close written here too: each
     * command as it went on the wire (an older server's verbs), or as not sent, with
     * {@code whyNotSent}'s reason, when it became no bytes.
     */
    ConnectionListener<ServerMessage, ClientCommand> tapping(
            ConnectionListener<ServerMessage, ClientCommand> listener, Function<ClientCommand, String> whyNotSent) {
        if (out == null) {
            return listener;
        }
        return WireLog.tapping(listener, this::line, new WireLog.Words<>() {
            @Override
            public String received(ServerMessage message) {
                return "received " + message.tag();
            }

            @Override
            public String sent(ClientCommand command, byte[] bytes) {
                return bytes.length == 0
                        ? "not sent " + shown(command, command.toWire()) + ": " + whyNotSent.apply(command)
                        : "sent " + shown(command, new String(bytes, StandardCharsets.UTF_8));
            }
        });
    }

    private static String shown(ClientCommand command, String text) {
        return command instanceof Login login ? login.hiding(text) : text;
    }

    @Override
    public synchronized void close() {
        if (out != null) {
            out.close();
        }
    }
}
