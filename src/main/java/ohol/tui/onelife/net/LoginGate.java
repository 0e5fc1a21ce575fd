package ohol.tui.onelife.net;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.NoLifeTokens;
import ohol.tui.onelife.protocol.server.PlayerCount;
import ohol.tui.onelife.protocol.server.Rejected;
import ohol.tui.onelife.protocol.server.ServerFull;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ShutdownMode;

/**
 * Answers the server's {@code SN} challenge with {@code LOGIN} (or {@code RLOGIN}) and settles
 * {@link #outcome()} on {@code ACCEPTED} or on whatever refused us. Every message still goes on to
 * the downstream listener.
 */
final class LoginGate implements ConnectionListener<ServerMessage, ClientCommand> {
    private final LoginDetails details;
    private final ConnectionListener<ServerMessage, ClientCommand> downstream;
    private final CompletableFuture<LoginChallenge> outcome = new CompletableFuture<>();
    private Consumer<Login> sender;
    private Login pending;
    private final Supplier<Optional<Dialect>> dialect;
    private final Supplier<Optional<String>> mismatch;

    LoginGate(LoginDetails details, ConnectionListener<ServerMessage, ClientCommand> downstream) {
        this(details, downstream, () -> Optional.of(Dialect.CURRENT), Optional::empty);
    }

    /**
     * {@code dialect}: the protocol the server speaks, once known (an old one gives no data
     * version); {@code mismatch}: why its greeting is not of the protocol the player named, once
     * read, which ends the login at once.
     */
    LoginGate(
            LoginDetails details,
            ConnectionListener<ServerMessage, ClientCommand> downstream,
            Supplier<Optional<Dialect>> dialect,
            Supplier<Optional<String>> mismatch) {
        this.details = details;
        this.downstream = downstream;
        this.dialect = dialect;
        this.mismatch = mismatch;
    }

    /** Where the LOGIN goes; the SN may have arrived before the connection was handed over. */
    synchronized void sendWith(Consumer<Login> sender) {
        this.sender = sender;
        if (pending != null) {
            sender.accept(pending);
            pending = null;
        }
    }

    private synchronized void answer(Login login) {
        if (sender == null) {
            pending = login;
        } else {
            sender.accept(login);
        }
    }

    /** Completes with the challenge once accepted, or exceptionally with a {@link LoginException}. */
    CompletableFuture<LoginChallenge> outcome() {
        return outcome;
    }

    private LoginChallenge challenge;

    @Override
    public void onMessage(ServerMessage message) {
        onMessage(message, 0);
    }

    @Override
    public void onMessage(ServerMessage message, int bytes) {
        if (!outcome.isDone()) {
            settle(message);
        }
        downstream.onMessage(message, bytes);
    }

    private void settle(ServerMessage message) {
        if (message instanceof LoginChallenge sn) {
            challenge = sn;
            boolean old = dialect.get().map(Dialect::isOld).orElse(false);
            var mismatch = old
                    ? Optional.<String>empty()
                    : DataVersionCheck.atLogin(sn.requiredVersion(), details.dataVersion());
            if (mismatch.isPresent()) {
                fail(mismatch.get()); // as the official client, which closes without logging in
                return;
            }
            answer(login(sn.challenge()));
        } else if (message instanceof Accepted) {
            // a 2015 server greets no one: nothing was asked
            outcome.complete(challenge != null ? challenge : new LoginChallenge(new PlayerCount(0, 0), "", 0));
        } else if (message instanceof NoLifeTokens) {
            fail("the server refused the login: this account has no life tokens left");
        } else if (message instanceof Rejected) {
            fail(
                    details.reconnect()
                            ? "the server rejected the login: there is no life to go back to (--reconnect), or the email,"
                                    + " account key or server password is wrong; leave --reconnect out to start a life"
                            : "the server rejected the login (check the email, account key and server password)");
        } else if (message instanceof ShutdownMode s) {
            fail("the server is shutting down and takes no new players ("
                    + s.players().current() + "/" + s.players().max() + ")");
        } else if (message instanceof ServerFull s) {
            fail("the server is full (" + s.players().current() + "/"
                    + s.players().max() + " players)");
        }
    }

    private Login login(String challengeText) {
        String password = details.serverPassword().isEmpty()
                ? LoginHasher.NO_PASSWORD
                : details.serverPassword().reveal();
        Optional<Login.Twins> twins =
                details.twinCode().map(code -> new Login.Twins(LoginHasher.twinCodeHash(code), details.twinCount()));
        String email =
                details.email().isBlank() ? "blank_email" : details.email().strip();
        return new Login(
                details.reconnect(),
                details.clientTag(),
                email,
                LoginHasher.passwordHash(password, challengeText),
                LoginHasher.accountKeyHash(details.accountKey().reveal(), challengeText),
                details.tutorial(),
                twins);
    }

    private void fail(String line) {
        outcome.completeExceptionally(new LoginException(line));
    }

    @Override
    public void onProblem(String description) {
        Optional<String> wrong = mismatch.get();
        if (wrong.isPresent() && !outcome.isDone()) {
            outcome.completeExceptionally(new LoginException(wrong.get(), ExitCode.WRONG_PROTOCOL));
        }
        downstream.onProblem(description);
    }

    @Override
    public void onBytesReceived(byte[] bytes, int offset, int length) {
        downstream.onBytesReceived(bytes, offset, length);
    }

    @Override
    public void onSent(ClientCommand command, byte[] bytes) {
        downstream.onSent(command, bytes);
    }

    @Override
    public void onClosed(CloseReason reason) {
        if (!outcome.isDone()) {
            // server.cpp answers an RLOGIN with no life by REJECTED and closes at once: the close may come alone
            fail(
                    reason.kind() != CloseReason.Kind.SERVER_CLOSED
                            ? "logging in failed: the connection ended before the login was accepted: " + reason
                            : details.reconnect()
                                    ? "logging in failed: the server closed the connection without taking you back:"
                                            + " there is no life to go back to (--reconnect); leave --reconnect out"
                                            + " to start a life"
                                    : "logging in failed: the server closed the connection before accepting the"
                                            + " login");
        }
        downstream.onClosed(reason);
    }
}
