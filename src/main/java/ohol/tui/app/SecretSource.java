package ohol.tui.app;

import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import ohol.tui.core.net.Secret;

/**
 * Finds a secret without ever taking it from the command line (which {@code ps} shows to other
 * users): a file, then an environment variable, then a prompt on the terminal if there is one.
 * A file others may read is warned about; a file that cannot be read, or holds nothing, stops us
 * with one line that says so, before anything connects. The secret itself is never in a message.
 */
final class SecretSource {
    /**
     * Largest secret file read. A key is a few dozen characters; anything much bigger is not a key
     * file (or is {@code /dev/zero}), and is refused rather than read into memory.
     */
    static final int MAX_FILE_BYTES = 64 * 1024;

    private static final Set<PosixFilePermission> OPEN_TO_OTHERS = Set.of(
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE);

    private final Map<String, String> environment;
    private final Optional<Console> console;
    private final Consumer<String> warnings;

    SecretSource(Map<String, String> environment, Optional<Console> console, Consumer<String> warnings) {
        this.environment = environment;
        this.console = console;
        this.warnings = warnings;
    }

    /**
     * The secret called {@code what} ("account key"): from {@code file} if given, else from the
     * environment {@code variable}, else typed at a {@code prompt} (null for none).
     */
    Optional<Secret> find(Path file, String what, String variable, String prompt) throws UserError {
        if (file != null) {
            warnIfOthersMayRead(file, what);
            String line = firstLine(read(file, what));
            if (line.isEmpty()) {
                throw new UserError("the " + what + " file " + file + " is empty");
            }
            return Optional.of(new Secret(line));
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

    private void warnIfOthersMayRead(Path file, String what) {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null) {
            return; // no POSIX permissions on this file system: nothing to judge
        }
        try {
            Set<PosixFilePermission> open = view.readAttributes().permissions();
            open.retainAll(OPEN_TO_OTHERS);
            // a folder on the way they may not pass shuts them out: the official client writes its
            // settings readable by all, and a home of 0700 (Debian 12's) keeps them private
            if (!mayPass(file, PosixFilePermission.GROUP_EXECUTE)) {
                open.removeAll(Set.of(PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE));
            }
            if (!mayPass(file, PosixFilePermission.OTHERS_EXECUTE)) {
                open.removeAll(Set.of(PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE));
            }
            if (!open.isEmpty()) {
                warnings.accept("warning: other users may read the " + what + " file " + file
                        + " (fix it with: chmod 600 " + file + ")");
            }
        } catch (IOException | UnsupportedOperationException e) {
            // reading it will say what is wrong
        }
    }

    /** Whether every folder above {@code file} lets {@code through} (a class of users) pass; yes when unknown. */
    private static boolean mayPass(Path file, PosixFilePermission through) {
        for (Path dir = file.toAbsolutePath().getParent(); dir != null; dir = dir.getParent()) {
            try {
                if (!Files.getPosixFilePermissions(dir).contains(through)) {
                    return false;
                }
            } catch (IOException | UnsupportedOperationException e) {
                return true;
            }
        }
        return true;
    }

    private static String read(Path file, String what) throws UserError {
        if (Files.isDirectory(file)) {
            throw new UserError("the " + what + " file " + file + " is a directory");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
        } catch (NoSuchFileException e) {
            throw new UserError("the " + what + " file " + file + " does not exist");
        } catch (AccessDeniedException e) {
            throw new UserError("the " + what + " file " + file + " cannot be read: permission denied");
        } catch (FileSystemException e) {
            String reason = e.getReason() == null ? "" : ": " + e.getReason().toLowerCase(Locale.ROOT);
            throw new UserError("the " + what + " file " + file + " cannot be read" + reason);
        } catch (IOException e) {
            throw new UserError("the " + what + " file " + file + " cannot be read: " + e.getMessage());
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw new UserError(
                    "the " + what + " file " + file + " is longer than " + MAX_FILE_BYTES + " bytes: not a " + what);
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new UserError("the " + what + " file " + file + " is not UTF-8 text");
        }
    }

    private static String firstLine(String text) {
        String stripped = text.strip();
        int nl = stripped.indexOf('\n');
        return (nl < 0 ? stripped : stripped.substring(0, nl)).strip();
    }
}
