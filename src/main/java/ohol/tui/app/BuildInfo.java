package ohol.tui.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * What this build is: its version from the jar's manifest ("development" when run from classes),
 * the commit it was built from (written by the build), the protocol and game data version it
 * was made for, and the Java it runs on.
 */
public final class BuildInfo implements IVersionProvider {
    /** The version of the official server and its game data this client was made and tested against. */
    public static final int DATA_VERSION = 437;

    private static final String BUILD_PROPERTIES = "/ohol-tui-build.properties";

    public static String version() {
        String v = BuildInfo.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }

    /** The commit the build was made from, "unknown" when it was not made from a git checkout. */
    static String commit() {
        try (InputStream in = BuildInfo.class.getResourceAsStream(BUILD_PROPERTIES)) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String c = p.getProperty("commit", "").strip();
            return c.isEmpty() || c.startsWith("$") ? "unknown" : c;
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "ohol-tui " + version() + " (commit " + commit() + ")",
            "protocol: One Hour One Life, as the official server of version " + DATA_VERSION + " speaks it",
            "game data: version " + DATA_VERSION + " (a --data folder's dataVersionNumber.txt is checked against"
                    + " the server's at login)",
            "Java: " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ", "
                    + System.getProperty("java.vendor") + ") in " + System.getProperty("java.home")
        };
    }
}
