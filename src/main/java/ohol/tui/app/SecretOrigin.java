package ohol.tui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import ohol.tui.core.net.Secret;

/** Where a secret (the account key, the server password) is to be read from; never the secret itself. */
sealed interface SecretOrigin {
    /** How {@code ohol-tui config} shows it: whether it is set and from where, never its value. */
    String shown();

    /** Where the setting came from (command line, environment, config file...). */
    String source();

    /** The secret, read through {@code secrets}; {@code prompt} (or null) asks for it when it is nowhere. */
    Optional<Secret> read(SecretSource secrets, String what, String prompt) throws UserError;

    /** A file, named where {@code source} says. */
    record InFile(Path file, String source) implements SecretOrigin {
        @Override
        public String shown() {
            return Files.isRegularFile(file) ? "(set, from " + file + ")" : "(not set: " + file + " does not exist)";
        }

        @Override
        public Optional<Secret> read(SecretSource secrets, String what, String prompt) throws UserError {
            return secrets.find(file, what, "", null);
        }
    }

    /** An environment variable. */
    record InEnvironment(String variable) implements SecretOrigin {
        @Override
        public String shown() {
            return "(set, from $" + variable + ")";
        }

        @Override
        public String source() {
            return "environment";
        }

        @Override
        public Optional<Secret> read(SecretSource secrets, String what, String prompt) throws UserError {
            return secrets.find(null, what, variable, null);
        }
    }

    /** Nowhere: asked for on the terminal if it is one (the account key), else left out. */
    record Nowhere(String meaning) implements SecretOrigin {
        @Override
        public String shown() {
            return "(not set: " + meaning + ")";
        }

        @Override
        public String source() {
            return "built-in";
        }

        @Override
        public Optional<Secret> read(SecretSource secrets, String what, String prompt) throws UserError {
            return secrets.find(null, what, "", prompt);
        }
    }
}
