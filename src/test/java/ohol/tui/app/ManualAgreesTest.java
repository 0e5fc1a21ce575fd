package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ohol.tui.core.loop.ExitCode;
import org.junit.jupiter.api.Test;

/**
 * The manual (docs/manual) and the program tell a player one thing: its exit statuses are the
 * program's, its environment variables are those the code and the launcher read, its key table
 * is the default keymap's normal mode; and the manual page is made from those same tables.
 */
class ManualAgreesTest {
    private static final Path MANUAL = Path.of("docs", "manual");
    /** What the program reads from its environment, as a name in a string or in the launcher. */
    private static final Pattern VARIABLE = Pattern.compile(
            "[\"$]\\{?(OHOL_[A-Z_]+|XDG_[A-Z]+_HOME|NO_COLOR|COLORTERM|LC_ALL|LC_CTYPE|LANG|JAVA_HOME|TERM|HOME)\\b");
    /** Keys the table names that are not the keymap's: the terminal's own (Ctrl-Z), the search's own. */
    private static final Set<String> NOT_IN_THE_KEYMAP = Set.of("<c-z>", "N");

    private static ManualTables manual() throws IOException {
        return ManualTables.read(MANUAL);
    }

    @Test
    void theExitStatusesAreTheProgramsOwn() throws IOException {
        Set<Integer> documented = manual().statuses().stream()
                .map(e -> Integer.parseInt(e.getKey()))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<Integer> program =
                Arrays.stream(ExitCode.values()).map(ExitCode::status).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(program, documented);
    }

    @Test
    void theEnvironmentIsWhatTheProgramReads() throws IOException {
        Set<String> documented = manual().environment().stream()
                .flatMap(e -> Arrays.stream(e.getKey().split(", ")))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> read = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src", "main", "java"))) {
            for (Path source :
                    sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                read.addAll(variables(Files.readString(source, StandardCharsets.UTF_8)));
            }
        }
        read.addAll(variables(Files.readString(Path.of("src", "main", "dist", "ohol-tui"), StandardCharsets.UTF_8)));
        assertEquals(read, documented);
    }

    private static Set<String> variables(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = VARIABLE.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    @Test
    void theKeyTableIsTheDefaultKeymap() throws IOException {
        Set<String> bound = new TreeSet<>();
        String section = "";
        for (String line : Files.readAllLines(Path.of("keymaps", "default.keymap"), StandardCharsets.UTF_8)) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            if (l.startsWith("[")) {
                section = l;
            } else if (section.equals("[normal]")) {
                bound.add(l.split("\\s+")[0]);
            }
        }
        String screen = Files.readString(MANUAL.resolve("screen.md"), StandardCharsets.UTF_8);
        Set<String> documented = new TreeSet<>();
        for (Map.Entry<String, String> row : ManualTables.table(raw(screen), "| keys |")) {
            documented.addAll(KeyCells.keys(row.getKey()));
        }
        documented.removeAll(NOT_IN_THE_KEYMAP);
        assertEquals(bound, documented);
    }

    /** The page with code spans kept, so that a key cell still says which are keys. */
    private static String raw(String page) {
        return page.replace("`", "\u0001");
    }

    @Test
    void theManualPageIsMadeFromTheManualsTables() throws IOException {
        ManualTables tables = manual();
        String page = ManPage.page();
        for (var list : java.util.List.of(tables.statuses(), tables.environment(), tables.files(), tables.keys())) {
            for (Map.Entry<String, String> row : list) {
                assertTrue(
                        page.contains(".B " + ManPage.escape(row.getKey()) + "\n" + ManPage.escape(row.getValue())),
                        row.getKey() + " in the page");
            }
        }
        assertTrue(page.contains("\n.SH KEYS\n"), page);
    }
}
