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
    private ManPage() {}

    /** Where the manual is, run from the project's folder (as the build and the tests are). */
    static final Path MANUAL = Path.of("docs", "manual");

    /** The page's troff text, with the lists of the manual in {@link #MANUAL}. */
    static String page() throws IOException {
        return page(Main.commandLine(), ManualTables.read(MANUAL), "", BuildInfo.version());
    }

    /** The page; {@code date} (the build's day, {@code YYYY-MM-DD}) may be empty. */
    static String page(CommandLine main, ManualTables manual, String date, String version) {
        CommandSpec spec = main.getCommandSpec();
        StringBuilder out = new StringBuilder();
        out.append(".TH OHOL-TUI 1 \"")
                .append(escape(date))
                .append("\" \"ohol-tui ")
                .append(escape(version))
                .append("\" \"User Commands\"\n");
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
        section(out, "KEYS", manual.keys());
        section(out, "EXIT STATUS", manual.statuses());
        section(out, "ENVIRONMENT", manual.environment());
        section(out, "FILES", manual.files());
        out.append(".SH SEE ALSO\n")
                .append(escape("ohol-tui help COMMAND; the manual, docs/manual/ (installed in"
                        + " /usr/share/doc/ohol-tui/manual/ or share/doc/ohol-tui/manual/), which says more of"
                        + " the screen, narrated mode, the headless JSON lines, recordings and the gateway."))
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
        if (args.length < 1 || args.length > 4) {
            System.err.println("usage: ManPage FILE [MANUAL-FOLDER [DATE [VERSION]]]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        Path manual = args.length >= 2 ? Path.of(args[1]) : MANUAL;
        String date = args.length >= 3 ? args[2] : "";
        String version = args.length == 4 ? args[3] : BuildInfo.version();
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(
                file, page(Main.commandLine(), ManualTables.read(manual), date, version), StandardCharsets.UTF_8);
    }
}
