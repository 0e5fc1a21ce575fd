package ohol.tui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import ohol.tui.onelife.input.KeymapLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui keymap}: prints the default keymap, to copy and change. */
@Command(
        name = "keymap",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = "Print the default keymap (save it, change the keys you want, use it with --keymap).")
final class KeymapCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        try (InputStream in = KeymapLoader.class.getResourceAsStream(KeymapLoader.DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default keymap is missing from the build");
            }
            spec.commandLine().getOut().print(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        spec.commandLine().getOut().flush();
        return 0;
    }
}
