package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import ohol.tui.core.net.Secret;

/**
 * The accounts players asked the gateway to remember, one file per SSH key fingerprint under
 * {@code accounts/} in the state folder, each readable by the gateway's user only. The email and
 * the account key are kept in clear (the login needs the key itself, and the gateway starts with
 * no one to ask for a passphrase): whoever can read the gateway user's files, or its backups, can
 * read them; the log says so at the start. A file that cannot be read as one is treated as no
 * account (the form asks again).
 *
 * <p>Thread-safe: each write goes to a file of its own and is moved into place whole.
 */
final class Accounts {
    /** No account line is longer than this: a larger file is not one the gateway wrote. */
    private static final int MAX_FILE = 4096;

    private final Path dir;

    Accounts(Path stateDir) {
        this.dir = stateDir.resolve("accounts");
    }

    Optional<Account> remembered(String fingerprint) {
        Path file = fileOf(fingerprint);
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_FILE) {
                return Optional.empty();
            }
            String[] lines = Files.readString(file, StandardCharsets.UTF_8).split("\n");
            String email = null;
            String key = null;
            for (String line : lines) {
                if (line.startsWith("email=")) {
                    email = line.substring("email=".length());
                } else if (line.startsWith("key=")) {
                    key = line.substring("key=".length());
                }
            }
            return email == null || key == null || email.isEmpty() || key.isEmpty()
                    ? Optional.empty()
                    : Optional.of(new Account(email, new Secret(key)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    void remember(String fingerprint, Account account) throws IOException {
        StateDir.make(dir);
        Path file = fileOf(fingerprint);
        Path fresh = dir.resolve(
                file.getFileName() + ".new-" + Thread.currentThread().getId());
        Files.deleteIfExists(fresh);
        try {
            Files.createFile(fresh);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("cannot write " + fresh, e);
        }
        StateDir.ownerOnly(fresh); // before a byte of the key is in it
        Files.writeString(
                fresh, "email=" + account.email() + "\nkey=" + account.key().reveal() + "\n", StandardCharsets.UTF_8);
        Files.move(fresh, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Forgets the account of this key; true if there was one. */
    boolean forget(String fingerprint) throws IOException {
        try {
            return Files.deleteIfExists(fileOf(fingerprint));
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    /** The folder the accounts are kept in. */
    Path folder() {
        return dir;
    }

    Path fileOf(String fingerprint) {
        // SHA256:base64 -> a file name: the base64 alphabet's '/' and '+' have no place in one
        String name = fingerprint.replace("SHA256:", "").replace('/', '_').replace('+', '-');
        return dir.resolve(name);
    }
}
