package ohol.tui.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui practice}: play on a small world served from inside the client. */
@Command(name = "practice", mixinStandardHelpOptions = true, versionProvider = BuildInfo.class,
        description = "Play on a small practice world that runs inside the client.")
final class PracticeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("ohol-tui: the practice world is not built yet; use 'play --host HOST --headless'");
        return 2;
    }
}
