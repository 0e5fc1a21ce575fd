package ohol.tui.app;

import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Every option the config file may set: those of {@code play} and of {@code practice}. */
final class AllOptions {
    @Mixin
    ServerOptions server = new ServerOptions();

    @Mixin
    ClientOptions client = new ClientOptions();

    @Mixin
    PracticeOptions practice = new PracticeOptions();

    static List<OptionSpec> specs() {
        return CommandSpec.forAnnotatedObject(new AllOptions()).options();
    }
}
