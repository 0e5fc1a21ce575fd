package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SecretSourceTest {
    private static final String KEY = "AAAA-BBBB-CCCC-DDDD-EEEE";

    private final List<String> warnings = new ArrayList<>();
    private final SecretSource secrets =
            new SecretSource(Map.of("OHOL_ACCOUNT_KEY", "FROM-ENV"), Optional.empty(), warnings::add);

    private static Path keyFile(Path dir, String text, String permissions) throws Exception {
        Path file = dir.resolve("key");
        Files.writeString(file, text);
        if (Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        }
        return file;
    }

    private static boolean posix(Path dir) {
        return Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null;
    }

    private String find(Path file) throws UserError {
        return secrets.find(file, "account key", "OHOL_ACCOUNT_KEY", null)
                .map(Secret::reveal)
                .orElse(null);
    }

    @Test
    void aPrivateKeyFileIsReadQuietly(@TempDir Path dir) throws Exception {
        assertEquals(KEY, find(keyFile(dir, "\n  " + KEY + "  \nsecond line\n", "rw-------")));
        assertEquals(List.of(), warnings);
    }

    @Test
    void aKeyFileOthersMayReadIsUsedWithOneWarning(@TempDir Path dir) throws Exception {
        assumeTrue(posix(dir), "no POSIX permissions here");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x")); // others may pass
        for (String permissions : List.of("rw-r--r--", "rw-r-----", "rw----r--", "rw--w----")) {
            warnings.clear();
            Path file = keyFile(dir, KEY, permissions);
            assertEquals(KEY, find(file), permissions);
            assertEquals(1, warnings.size(), permissions);
            String warning = warnings.get(0);
            assertTrue(warning.contains(file.toString()) && warning.contains("chmod 600"), warning);
            assertFalse(warning.contains(KEY), "the warning must not show the key");
        }
    }

    /**
     * The official client writes its settings readable by all; in a folder others may not pass (a
     * home of 0700, Debian 12's) nobody else can read them, and there is nothing to warn of.
     */
    @Test
    void aKeyFileInAFolderOthersMayNotPassIsReadQuietly(@TempDir Path dir) throws Exception {
        assumeTrue(posix(dir), "no POSIX permissions here");
        Path home = Files.createDirectories(dir.resolve("home/settings"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(dir.resolve("home"), PosixFilePermissions.fromString("rwx------"));
        assertEquals(KEY, find(keyFile(home, KEY, "rw-r--r--")));
        assertEquals(List.of(), warnings);
        Files.setPosixFilePermissions(dir.resolve("home"), PosixFilePermissions.fromString("rwxr-x---"));
        assertEquals(KEY, find(keyFile(home, KEY, "rw-r--r--")));
        assertEquals(1, warnings.size(), "the group may pass and read: " + warnings);
    }

    @Test
    void aKeyFileThatCannotBeReadIsOneLine(@TempDir Path dir) throws Exception {
        var missing = assertThrows(UserError.class, () -> find(dir.resolve("nope")));
        assertEquals("the account key file " + dir.resolve("nope") + " does not exist", missing.getMessage());
        var directory = assertThrows(UserError.class, () -> find(dir));
        assertEquals("the account key file " + dir + " is a directory", directory.getMessage());
        var empty = assertThrows(UserError.class, () -> find(keyFile(dir, " \n\n\t\n", "rw-------")));
        assertEquals("the account key file " + dir.resolve("key") + " is empty", empty.getMessage());
        Path big = dir.resolve("big");
        Files.write(big, new byte[SecretSource.MAX_FILE_BYTES + 1]);
        var tooBig = assertThrows(UserError.class, () -> find(big));
        assertTrue(
                tooBig.getMessage().contains("is longer than " + SecretSource.MAX_FILE_BYTES + " bytes"),
                tooBig.getMessage());
        Path binary = dir.resolve("binary");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 'A'});
        var notText = assertThrows(UserError.class, () -> find(binary));
        assertTrue(notText.getMessage().endsWith("is not UTF-8 text"), notText.getMessage());
    }

    @Test
    void aKeyFileWeMayNotReadSaysSo(@TempDir Path dir) throws Exception {
        assumeTrue(posix(dir), "no POSIX permissions here");
        Path file = keyFile(dir, KEY, "---------");
        assumeTrue(!Files.isReadable(file), "running as a user who reads every file");
        var denied = assertThrows(UserError.class, () -> find(file));
        assertEquals("the account key file " + file + " cannot be read: permission denied", denied.getMessage());
    }

    @Test
    void withoutAFileTheEnvironmentIsUsed() throws Exception {
        assertEquals("FROM-ENV", find(null));
    }

    @Test
    @EndToEnd
    void playStopsWithOneLineBeforeConnectingWhenTheKeyFileIsBad(@TempDir Path dir) throws Exception {
        Path empty = keyFile(dir, "", "rw-------");
        for (Path file : List.of(dir.resolve("missing"), empty, dir)) {
            try (ServerSocketChannel listener = ServerSocketChannel.open()) {
                listener.bind(new InetSocketAddress("127.0.0.1", 0));
                listener.configureBlocking(false);
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                CommandLine cmd = Main.commandLine();
                cmd.setOut(new PrintWriter(out));
                cmd.setErr(new PrintWriter(err));
                int code = cmd.execute(
                        "play",
                        "--headless",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        String.valueOf(listener.socket().getLocalPort()),
                        "--key-file",
                        file.toString());
                assertEquals(ExitCode.USER_ERROR.status(), code, err.toString());
                assertEquals(1, err.toString().lines().count(), err.toString());
                assertTrue(err.toString().startsWith("ohol-tui: the account key file " + file), err.toString());
                assertFalse(err.toString().contains("Exception"), err.toString());
                // a connection attempt would be waiting in the backlog by now
                assertEquals(null, listener.accept(), "connected despite the bad key file");
            }
        }
    }
}
