package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** The gateway's own folder (host key, remembered accounts): only its owner may look into it. */
final class StateDir {
    private StateDir() {}

    static void make(Path dir) throws IOException {
        Files.createDirectories(dir);
        if (posix()) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
    }

    static void ownerOnly(Path file) throws IOException {
        if (posix()) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
