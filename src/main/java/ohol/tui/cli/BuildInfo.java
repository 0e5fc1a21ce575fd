package ohol.tui.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest (set by the build), or "development" when run from classes. */
public final class BuildInfo implements IVersionProvider {
    public static String version() {
        String v = BuildInfo.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"ohol-tui " + version(), "protocol: One Hour One Life (official server)"};
    }
}
