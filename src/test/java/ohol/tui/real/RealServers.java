package ohol.tui.real;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * Where the real servers listen, as {@code src/test/sh/real-servers.sh} started them: the file
 * named by {@code $OHOL_REAL_SERVERS} (or {@code -Dreal.servers=FILE}) has one {@code ERA=HOST:PORT}
 * line per server ({@code current}, {@code 2016}, {@code 2015}, {@code crossfire}). Without it,
 * or without a line for a server, that server's tests are skipped saying how to run them.
 */
public final class RealServers {
    /** One server: where it listens. */
    public record Address(String host, int port) {}

    private RealServers() {}

    /** The server of {@code era}, if one was started. */
    public static Optional<Address> find(String era) {
        String file = System.getProperty("real.servers", System.getenv("OHOL_REAL_SERVERS"));
        if (file == null || file.isBlank() || !Files.isRegularFile(Path.of(file))) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(file))) {
            p.load(in);
        } catch (IOException e) {
            return Optional.empty();
        }
        String at = p.getProperty(era);
        if (at == null || at.lastIndexOf(':') < 0) {
            return Optional.empty();
        }
        int colon = at.lastIndexOf(':');
        return Optional.of(new Address(
                at.substring(0, colon), Integer.parseInt(at.substring(colon + 1).trim())));
    }

    /** The server of {@code era}; the test is skipped, saying how to get it, when none was started. */
    public static Address require(String era) {
        Optional<Address> found = find(era);
        assumeTrue(
                found.isPresent(),
                "no real " + era + " server: run `sh src/test/sh/real-servers.sh run mvn -B verify`"
                        + " (needs ../shared/servers beside the checkout, and root for Crossfire's)");
        return found.get();
    }
}
