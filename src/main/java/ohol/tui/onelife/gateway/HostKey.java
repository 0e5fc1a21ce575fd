package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/**
 * The gateway's host key: made on the first start (an ECDSA P-256 key, the file only its owner
 * may read or write) and read on every later one, so that players' clients know the gateway again.
 */
final class HostKey {
    static final String FILE = "host-key";

    private final SimpleGeneratorHostKeyProvider provider;
    private final String fingerprint;
    private final boolean made;

    private HostKey(SimpleGeneratorHostKeyProvider provider, String fingerprint, boolean made) {
        this.provider = provider;
        this.fingerprint = fingerprint;
        this.made = made;
    }

    /** The key in {@code stateDir} (made private to its owner first), made now if there is none. */
    static HostKey in(Path stateDir) throws IOException {
        StateDir.make(stateDir);
        Path file = stateDir.resolve(FILE);
        boolean made = !Files.exists(file);
        SimpleGeneratorHostKeyProvider provider = new SimpleGeneratorHostKeyProvider(file);
        provider.setAlgorithm(KeyUtils.EC_ALGORITHM);
        provider.setKeySize(256);
        provider.setStrictFilePermissions(true);
        provider.setOverwriteAllowed(false);
        List<KeyPair> keys = provider.loadKeys(null);
        if (keys.isEmpty() || !Files.isRegularFile(file) || Files.size(file) == 0) {
            throw new IOException("cannot make or read the host key " + file);
        }
        StateDir.ownerOnly(file);
        return new HostKey(provider, KeyUtils.getFingerPrint(keys.get(0).getPublic()), made);
    }

    SimpleGeneratorHostKeyProvider provider() {
        return provider;
    }

    /** The key's SHA-256 fingerprint as OpenSSH prints it ({@code SHA256:...}). */
    String fingerprint() {
        return fingerprint;
    }

    /** True when this start made the key. */
    boolean made() {
        return made;
    }
}
