package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.time.Duration;
import java.util.EnumSet;
import java.util.function.Predicate;
import ohol.tui.Await;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;

/** A player on MINA's SSH client: a key, a session, a shell with a pty, and what the terminal shows. */
final class SshPlayer implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(15);

    final ClientSession session;
    final AnsiScreen terminal;
    private ChannelShell shell;

    private SshPlayer(ClientSession session, int columns, int rows) {
        this.session = session;
        this.terminal = new AnsiScreen(columns, rows);
    }

    static KeyPair newKey() throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(256);
        return g.generateKeyPair();
    }

    /** Connects and authenticates with {@code key}, no shell yet. */
    static SshPlayer connect(SshClient client, int port, KeyPair key, int columns, int rows) throws IOException {
        ClientSession session =
                client.connect("player", "127.0.0.1", port).verify(WAIT).getSession();
        session.addPublicKeyIdentity(key);
        session.auth().verify(WAIT);
        return new SshPlayer(session, columns, rows);
    }

    /** Opens the shell with a pty of the size given at connect. */
    SshPlayer shell(int columns, int rows) throws IOException {
        shell = session.createShellChannel();
        shell.setPtyType("xterm-256color");
        shell.setPtyColumns(columns);
        shell.setPtyLines(rows);
        shell.setOut(terminal);
        shell.setErr(OutputStream.nullOutputStream());
        shell.open().verify(WAIT);
        return this;
    }

    static SshPlayer play(SshClient client, int port, KeyPair key) throws IOException {
        return connect(client, port, key, 100, 30).shell(100, 30);
    }

    void type(String keys) throws IOException {
        OutputStream in = shell.getInvertedIn();
        in.write(keys.getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    void send(byte[] bytes) throws IOException {
        OutputStream in = shell.getInvertedIn();
        in.write(bytes);
        in.flush();
    }

    void resize(int columns, int rows) throws IOException {
        shell.sendWindowChange(columns, rows);
    }

    /** Waits until the screen shows what {@code condition} wants; fails with the screen otherwise. */
    String until(String what, Predicate<String> condition) throws InterruptedException {
        return Await.until(
                WAIT,
                terminal::screen,
                condition,
                now -> "timed out waiting for " + what + ":\n" + now + "\n--- all:\n" + tail(terminal.plain()));
    }

    /** Waits until everything written (escape codes dropped) contains {@code text}. */
    void untilWritten(String text) throws InterruptedException {
        Await.until(
                WAIT,
                terminal::plain,
                all -> all.contains(text),
                all -> "never written: " + text + "\n--- all:\n" + tail(all));
    }

    /** True once the channel is closed (waiting up to the usual time for it). */
    boolean closes() {
        return shell.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), WAIT).contains(ClientChannelEvent.CLOSED);
    }

    boolean open() {
        return shell.isOpen() && !shell.isClosing();
    }

    private static String tail(String s) {
        return s.length() > 2000 ? s.substring(s.length() - 2000) : s;
    }

    @Override
    public void close() throws IOException {
        session.close(true);
    }
}
