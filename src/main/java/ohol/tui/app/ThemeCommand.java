package ohol.tui.app;

import java.util.concurrent.Callable;
import ohol.tui.onelife.ui.GlyphTheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui theme}: prints the default glyph theme, to copy and edit. */
@Command(
        name = "theme",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = "Print the default glyph theme (save it, edit it, use it with --theme).")
final class ThemeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(GlyphTheme.defaultText());
        spec.commandLine().getOut().flush();
        return 0;
    }
}
