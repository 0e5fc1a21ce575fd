package ohol.tui.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ohol.tui.core.text.ServerText;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The settings in effect, one line each: name, value, where it came from. Secrets show only
 * whether they are set and from where.
 */
final class SettingsReport {
    /** The options {@link #lines(PlaySettings)} resolves; the others are shown as picocli set them. */
    static final Set<String> RESOLVED =
            Set.of("game-dir", "host", "port", "email", "key-file", "password-file", "data", "reflector");

    private SettingsReport() {}

    /** The settings {@code play} resolves from more than its options. */
    static List<String> lines(PlaySettings s) {
        List<String> out = new ArrayList<>();
        out.add(line(
                "game-dir",
                s.gameFolder().map(g -> g.value().dir().toString()).orElse("(none)"),
                s.gameFolder().map(PlaySettings.Setting::source).orElse(PlaySettings.BUILT_IN)));
        out.add(line(
                "host",
                s.host().map(PlaySettings.Setting::value).orElse("(none: the reflector names the server)"),
                s.host().map(PlaySettings.Setting::source).orElse(PlaySettings.BUILT_IN)));
        out.add(line("port", s.port().value().toString(), s.port().source()));
        out.add(line(
                "email",
                s.email().value().isEmpty() ? "(none)" : s.email().value(),
                s.email().source()));
        out.add(line("account key", s.accountKey().shown(), s.accountKey().source()));
        out.add(line(
                "server password",
                s.serverPassword().shown(),
                s.serverPassword().source()));
        out.add(line(
                "data",
                s.data().map(d -> d.value().toString()).orElse("(none: objects are shown by id)"),
                s.data().map(PlaySettings.Setting::source).orElse(PlaySettings.BUILT_IN)));
        out.add(line("reflector", s.reflector().value(), s.reflector().source()));
        return out;
    }

    /** An option as picocli set it, from the command line, the config file or its built-in default. */
    static String line(OptionSpec option, PlaySettings.Given given) {
        String name = ConfigFile.nameOf(option);
        Object value = option.getValue();
        return line(
                name,
                value == null ? "(none)" : String.valueOf(value),
                given.source(name).orElse(PlaySettings.BUILT_IN));
    }

    /**
     * One setting's line, its value and source cleaned: they come from files anyone may have
     * written (a game folder's {@code email.ini} set the terminal's title and wrote its clipboard).
     */
    static String line(String name, String value, String source) {
        return String.format("%-16s %-40s  %s", name, ServerText.clean(value), ServerText.clean(source))
                .stripTrailing();
    }
}
