package ohol.tui.onelife.gateway;

import ohol.tui.core.net.Secret;
import ohol.tui.onelife.net.LoginException;

/**
 * Where the gateway's players play: the shared practice world (no account asked), or the game's
 * servers (each player's own account), a fixed one or the one the reflector names for the email.
 */
public sealed interface Where {
    /** A game server's address. */
    record Server(String host, int port) {}

    /** Names the server for a player's email (the reflector); a refusal is a {@link LoginException}. */
    @FunctionalInterface
    interface Finder {
        Server find(String email) throws LoginException;
    }

    /** Whether each player logs in with an account of their own (asked in a form). */
    boolean asksAccount();

    /** The server's password (the practice world's own, or the one the gateway was given). */
    Secret password();

    /** The server this player's life plays on. */
    Server serverFor(String email) throws LoginException;

    /** The practice world running in this process: everyone logs in with its password. */
    record Practice(Server server, Secret password) implements Where {
        @Override
        public boolean asksAccount() {
            return false;
        }

        @Override
        public Server serverFor(String email) {
            return server;
        }
    }

    /** The game's servers: each player logs in with their own account; {@code password} is the server's. */
    record Servers(Finder finder, Secret password) implements Where {
        @Override
        public boolean asksAccount() {
            return true;
        }

        @Override
        public Server serverFor(String email) throws LoginException {
            return finder.find(email);
        }
    }
}
