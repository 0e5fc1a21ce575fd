package ohol.tui.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The two-column tables of the manual in {@code docs/manual/}, read as the manual page's lists: the
 * exit statuses, environment and files of {@code reference.md}, the keys of {@code screen.md}. So
 * the page and the manual are one source, and cannot tell a player two things.
 */
record ManualTables(
        List<Map.Entry<String, String>> statuses,
        List<Map.Entry<String, String>> environment,
        List<Map.Entry<String, String>> files,
        List<Map.Entry<String, String>> keys) {

    private static final Pattern LINK = Pattern.compile("\\[([^]]*)]\\([^)]*\\)");

    /** The tables of the manual in {@code folder}. */
    static ManualTables read(Path folder) throws IOException {
        String reference = Files.readString(folder.resolve("reference.md"), StandardCharsets.UTF_8);
        String screen = Files.readString(folder.resolve("screen.md"), StandardCharsets.UTF_8);
        return new ManualTables(
                table(reference, "| status |"),
                table(reference, "| variable |"),
                table(reference, "| file |"),
                table(screen, "| keys |"));
    }

    /** The rows of the table whose header line starts with {@code header}: first cell, second cell, as plain text. */
    static List<Map.Entry<String, String>> table(String markdown, String header) {
        List<String> lines = markdown.lines().toList();
        int at = 0;
        while (at < lines.size() && !lines.get(at).startsWith(header)) {
            at++;
        }
        if (at == lines.size()) {
            throw new IllegalArgumentException("no table headed " + header);
        }
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("| "); i++) {
            String row = lines.get(i);
            String inner = row.substring(2, row.length() - (row.endsWith(" |") ? 2 : 0));
            int split = cellEnd(inner);
            rows.add(Map.entry(plain(inner.substring(0, split)), plain(inner.substring(split + 3))));
        }
        return List.copyOf(rows);
    }

    /** Where the first cell ends: the first " | " outside a code span (a key may be a bar). */
    private static int cellEnd(String inner) {
        boolean code = false;
        for (int i = 0; i + 2 < inner.length(); i++) {
            char c = inner.charAt(i);
            if (!code && inner.startsWith("``", i)) {
                int close = inner.indexOf("``", i + 2); // a span that holds a backquote
                i = close < 0 ? inner.length() : close + 1;
            } else if (c == '`') {
                code = !code;
            } else if (!code && inner.startsWith(" | ", i)) {
                return i;
            }
        }
        throw new IllegalArgumentException("a row of one cell: " + inner);
    }

    /** Markdown as a man page shows it: links as their text, no code marks. */
    static String plain(String cell) {
        return LINK.matcher(cell)
                .replaceAll("$1")
                .replace("`` ` ``", "`")
                .replace("`", "")
                .strip();
    }
}
