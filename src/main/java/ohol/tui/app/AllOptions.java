package ohol.tui.app;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every option the config file may set: those of {@code play} and of {@code practice} by their
 * names, and those of {@code crossfire} with {@link #CROSSFIRE} before theirs ({@code
 * crossfire.host}), so that one file serves both games without one's host becoming the other's.
 */
final class AllOptions {
    @Mixin
    ServerOptions server = new ServerOptions();

    @Mixin
    ClientOptions client = new ClientOptions();

    @Mixin
    PracticeOptions practice = new PracticeOptions();

    /** The prefix of Crossfire's settings in the config file. */
    static final String CROSSFIRE = "crossfire.";

    /** Each option the file may set, by its name in the file. */
    static java.util.Map<String, OptionSpec> byName() {
        java.util.Map<String, OptionSpec> named = new java.util.LinkedHashMap<>();
        for (OptionSpec o : CommandSpec.forAnnotatedObject(new AllOptions()).options()) {
            named.put(ConfigFile.nameOf(o), o);
        }
        for (OptionSpec o :
                CommandSpec.forAnnotatedObject(new CrossfireCommand()).options()) {
            named.put(CROSSFIRE + ConfigFile.nameOf(o), o);
        }
        return named;
    }
}
