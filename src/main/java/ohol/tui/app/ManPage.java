package ohol.tui.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the manual page {@code ohol-tui(1)} in troff ({@code man -l ohol-tui.1} shows it), made
 * from the command model itself, so that it always lists every command and option with the
 * words of {@code --help}. The build runs it into {@code target/man/}.
 */
public final class ManPage {
    /** Exit statuses, as the README's table gives them. */
    private static final List<Map.Entry<String, String>> STATUSES = List.of(
            Map.entry("0", "the player quit (also from the death screen, after a life ended)"),
            Map.entry(
                    "1",
                    "the login was refused, or the server could not be reached, or the game data is another"
                            + " version than the server's"),
            Map.entry(
                    "2",
                    "a mistake in what was given (an option, a config, keymap or theme line, a key file or game"
                            + " folder, a file decode cannot read), or no terminal the screen can use"),
            Map.entry("3", "the connection was lost, or closed for another reason than our quitting"),
            Map.entry(
                    "4",
                    "the client itself failed (a bug, or it ran out of memory or stack); a bug's line names"
                            + " its report, ~/.local/state/ohol-tui/crash-TIME-PID.txt"),
            Map.entry("129", "the terminal hung up"),
            Map.entry("141", "headless: the output's reader went away (its pipe closed)"));

    private static final List<Map.Entry<String, String>> ENVIRONMENT = List.of(
            Map.entry("OHOL_ACCOUNT_KEY", "the account key, when no --key-file is given"),
            Map.entry("OHOL_SERVER_PASSWORD", "the server password, when no --password-file is given"),
            Map.entry("HOME", "the home folder ~ (else the account's)"),
            Map.entry(
                    "XDG_CONFIG_HOME",
                    "where the config folder ohol-tui/ is (default ~/.config; only an absolute path)"),
            Map.entry(
                    "XDG_STATE_HOME",
                    "where recordings, crash reports and the gateway's keys go, in ohol-tui/ (default"
                            + " ~/.local/state; only an absolute path)"),
            Map.entry("NO_COLOR", "set and not empty: the screen is drawn without colour"),
            Map.entry("COLORTERM, TERM", "how many colours the terminal shows; TERM=dumb cannot have the screen"),
            Map.entry("LC_ALL, LC_CTYPE, LANG", "a locale that is not UTF-8 draws as --ascii"),
            Map.entry("OHOL_TUI_JAVA_OPTS", "more options for Java, read by the launcher"),
            Map.entry(
                    "OHOL_TUI_SERVE_JAVA_OPTS",
                    "Java's options for serve instead of the launcher's (-Xms64m -Xmx1g -XX:+UseG1GC"
                            + " -XX:MaxGCPauseMillis=20)"));

    private static final List<Map.Entry<String, String>> FILES = List.of(
            Map.entry("~/.config/ohol-tui/config", "defaults for the options of play and practice, name = value"),
            Map.entry("~/.config/ohol-tui/keymap", "your keys, laid over the default keymap (ohol-tui keymap)"),
            Map.entry("~/.config/ohol-tui/theme", "your glyph theme (ohol-tui theme)"));

    private ManPage() {}

    /** The page's troff text. */
    static String page() {
        return page(Main.commandLine());
    }

    static String page(CommandLine main) {
        CommandSpec spec = main.getCommandSpec();
        StringBuilder out = new StringBuilder();
        String version = BuildInfo.version();
        out.append(".TH OHOL-TUI 1 \"\" \"").append(escape(version)).append("\" \"User Commands\"\n");
        out.append(".SH NAME\nohol-tui \\- ")
                .append(escape(String.join(" ", spec.usageMessage().description())))
                .append('\n');
        out.append(".SH SYNOPSIS\n.B ohol-tui\n.I COMMAND\n[\\fIOPTIONS\\fR]\n.br\n.B ohol-tui\n")
                .append("[\\fB\\-hV\\fR]\n");
        out.append(".SH DESCRIPTION\n")
                .append(escape("A terminal client for One Hour One Life: play over SSH, on a slow link, from"
                        + " a keyboard (the screen) or from a script (--headless, JSON lines)."))
                .append('\n');
        out.append(".SH COMMANDS\n");
        for (Map.Entry<String, CommandLine> sub : main.getSubcommands().entrySet()) {
            out.append(".TP\n.B ").append(escape(sub.getKey())).append('\n');
            out.append(escape(String.join(
                            " ", sub.getValue().getCommandSpec().usageMessage().description())))
                    .append('\n');
        }
        out.append(".SH OPTIONS\n");
        options(out, spec);
        for (Map.Entry<String, CommandLine> sub : main.getSubcommands().entrySet()) {
            CommandSpec command = sub.getValue().getCommandSpec();
            if (command.options().isEmpty() && command.positionalParameters().isEmpty()) {
                continue;
            }
            out.append(".SS \"ohol-tui ").append(escape(sub.getKey())).append("\"\n");
            for (PositionalParamSpec p : command.positionalParameters()) {
                out.append(".TP\n\\fI").append(escape(p.paramLabel())).append("\\fR\n");
                out.append(escape(String.join(" ", p.description()))).append('\n');
            }
            options(out, command);
        }
        section(out, "EXIT STATUS", STATUSES);
        section(out, "ENVIRONMENT", ENVIRONMENT);
        section(out, "FILES", FILES);
        out.append(".SH SEE ALSO\n")
                .append(escape("ohol-tui help COMMAND; the README, which says more of the screen, the keys"
                        + " and the headless JSON lines."))
                .append('\n');
        return out.toString();
    }

    private static void options(StringBuilder out, CommandSpec command) {
        for (OptionSpec o : command.options()) {
            if (o.hidden()) {
                continue;
            }
            out.append(".TP\n");
            String[] names = o.names();
            for (int i = 0; i < names.length; i++) {
                out.append(i == 0 ? "" : ", ")
                        .append("\\fB")
                        .append(escape(names[i]))
                        .append("\\fR");
            }
            if (o.arity().max() > 0) {
                out.append(" \\fI").append(escape(o.paramLabel())).append("\\fR");
            }
            out.append('\n').append(escape(String.join(" ", o.description()))).append('\n');
        }
    }

    private static void section(StringBuilder out, String title, List<Map.Entry<String, String>> entries) {
        out.append(".SH ").append(title).append('\n');
        for (Map.Entry<String, String> e : entries) {
            out.append(".TP\n.B ").append(escape(e.getKey())).append('\n');
            out.append(escape(e.getValue())).append('\n');
        }
    }

    /** Text made safe for troff: backslashes and hyphens as troff spells them, no line taken for a request. */
    static String escape(String text) {
        String t = text.replace("%n", " ")
                .strip()
                .replace("\\", "\\e")
                .replace("-", "\\-")
                .replace("\n", " ");
        t = t.replaceAll("\\$\\{[^}]*}", ""); // picocli's ${DEFAULT-VALUE} and the like, unresolved here
        return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ManPage FILE");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, page(), StandardCharsets.UTF_8);
    }
}
