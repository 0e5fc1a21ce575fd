package ohol.tui.onelife.net;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A step of getting into the game, told as it begins so that no wait is silent: the screen shows
 * it, headless prints it, and a failure names the step it ended.
 */
public sealed interface LoginStep {
    /** What the step is doing, in words. */
    String words();

    /** The step's name in the headless JSON (a public interface: never renamed). */
    String jsonName();

    /** What the headless JSON says of the step besides its name, in order: text and numbers. */
    Map<String, Object> fields();

    /** Asking the reflector which server to play on. */
    record AskingReflector(String url) implements LoginStep {
        @Override
        public String words() {
            return "asking the reflector " + url + " which server to play on";
        }

        @Override
        public String jsonName() {
            return "reflector";
        }

        @Override
        public Map<String, Object> fields() {
            return Map.of("url", url);
        }
    }

    /** Opening the connection. */
    record Connecting(String host, int port) implements LoginStep {
        @Override
        public String words() {
            return "connecting to " + host + ":" + port;
        }

        @Override
        public String jsonName() {
            return "connecting";
        }

        @Override
        public Map<String, Object> fields() {
            return hostAndPort(host, port);
        }
    }

    /** Connected: waiting for the server's challenge, answering it, waiting for {@code ACCEPTED}. */
    record LoggingIn(String host, int port, String email) implements LoginStep {
        @Override
        public String words() {
            return "logging in to " + host + ":" + port + " as " + email;
        }

        @Override
        public String jsonName() {
            return "logging_in";
        }

        @Override
        public Map<String, Object> fields() {
            return hostAndPort(host, port);
        }
    }

    /** Accepted: the server has yet to put us in the world. */
    record WaitingToBeBorn() implements LoginStep {
        @Override
        public String words() {
            return "logged in, waiting to be born";
        }

        @Override
        public String jsonName() {
            return "waiting_to_be_born";
        }

        @Override
        public Map<String, Object> fields() {
            return Map.of();
        }
    }

    /**
     * {@code --reconnect} asked to go back to a life, but the server (of an older protocol, found
     * from its greeting) knows no {@code RLOGIN}: the login was a new life's.
     */
    record NewLife(String server) implements LoginStep {
        @Override
        public String words() {
            return server + " cannot take you back to the life you had (--reconnect): it knows no RLOGIN,"
                    + " so this is a new life";
        }

        @Override
        public String jsonName() {
            return "new_life";
        }

        @Override
        public Map<String, Object> fields() {
            return Map.of();
        }
    }

    /**
     * {@code --twin-code} or {@code --tutorial} was given, but the server (of an older protocol,
     * found from its greeting) has neither: the login went without them, a life born alone into
     * the normal game.
     */
    record Alone(String server) implements LoginStep {
        @Override
        public String words() {
            return server + " has no twins or tutorials: --twin-code and --tutorial were not sent;"
                    + " you are born alone, into the normal game";
        }

        @Override
        public String jsonName() {
            return "alone";
        }

        @Override
        public Map<String, Object> fields() {
            return Map.of();
        }
    }

    private static Map<String, Object> hostAndPort(String host, int port) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("host", host);
        fields.put("port", port);
        return fields;
    }

    /** Hears the steps; called on the thread that logs in. */
    @FunctionalInterface
    interface Listener {
        Listener NONE = step -> {};

        void step(LoginStep step);
    }
}
