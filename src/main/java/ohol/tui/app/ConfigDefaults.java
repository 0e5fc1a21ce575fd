package ohol.tui.app;

import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Gives picocli the config file's value as an option's default (the command line still wins);
 * an option the file does not set keeps its built-in default. A path may start with {@code ~/}
 * (the home folder {@code environment} gives).
 */
record ConfigDefaults(ConfigFile config, String prefix, Map<String, String> environment)
        implements IDefaultValueProvider {
    @Override
    public String defaultValue(ArgSpec arg) {
        if (!(arg instanceof OptionSpec option)) {
            return null;
        }
        return config.get(prefix + ConfigFile.nameOf(option))
                .map(e -> option.type() == Path.class ? UserDirs.expandHome(e.value(), environment) : e.value())
                .orElse(null);
    }

    /** The config file the command's defaults came from; none when they came from no file. */
    static ConfigFile of(picocli.CommandLine.Model.CommandSpec spec) {
        return spec.defaultValueProvider() instanceof ConfigDefaults d ? d.config() : ConfigFile.none();
    }
}
