package ohol.tui.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import ohol.tui.net.Secret;

/**
 * Finds a secret without ever taking it from the command line (which {@code ps} shows to other
 * users): a file, then an environment variable, then a prompt on the terminal if there is one.
 */
final class SecretSource {
    private final Map<String, String> environment;
    private final Optional<Console> console;

    SecretSource(Map<String, String> environment, Optional<Console> console) {
        this.environment = environment;
        this.console = console;
    }

    Optional<Secret> find(Path file, String variable, String prompt) throws IOException {
        if (file != null) {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return Optional.of(new Secret(firstLine(text)));
        }
        String env = environment.get(variable);
        if (env != null && !env.isBlank()) {
            return Optional.of(new Secret(env.strip()));
        }
        if (prompt != null && console.isPresent()) {
            char[] typed = console.get().readPassword("%s: ", prompt);
            if (typed != null && typed.length > 0) {
                return Optional.of(new Secret(new String(typed).strip()));
            }
        }
        return Optional.empty();
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).strip();
    }
}
