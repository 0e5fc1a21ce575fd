package ohol.tui.app;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The keys a cell of the manual's key table names (code spans marked by {@code \u0001}), in the
 * keymap file's own notation: {@code `h j k l`}, {@code `F2`-`F8`}, "arrows", {@code `Ctrl-P`}.
 */
final class KeyCells {
    private static final char MARK = '\u0001';
    private static final Pattern SPAN = Pattern.compile(MARK + "([^" + MARK + "]+)" + MARK);
    private static final Pattern RANGE = Pattern.compile(MARK + "F?(\\d+)" + MARK + "-" + MARK + "F?(\\d+)" + MARK);
    private static final Map<String, String> NAMED = Map.of(
            "Space", "<space>",
            "Enter", "<cr>",
            "Tab", "<tab>",
            "Shift-Tab", "<s-tab>",
            "PgUp", "<pageup>",
            "PgDn", "<pagedown>",
            "Esc", "<esc>");

    private KeyCells() {}

    static Set<String> keys(String cell) {
        // the backquote key, written as a code span of one backquote
        String c = cell.replace("" + MARK + MARK + " " + MARK + " " + MARK + MARK, MARK + "`" + MARK);
        Set<String> keys = new TreeSet<>();
        if (c.contains("arrows")) {
            keys.addAll(Set.of("<left>", "<right>", "<up>", "<down>"));
        }
        Matcher range = RANGE.matcher(c);
        while (range.find()) {
            boolean function = range.group().contains("F");
            for (int k = Integer.parseInt(range.group(1)); k <= Integer.parseInt(range.group(2)); k++) {
                keys.add(function ? "<f" + k + ">" : Integer.toString(k));
            }
        }
        Matcher span = SPAN.matcher(c);
        while (span.find()) {
            for (String token : span.group(1).strip().split("\\s+")) {
                keys.add(notation(token));
            }
        }
        return keys;
    }

    private static String notation(String token) {
        if (NAMED.containsKey(token)) {
            return NAMED.get(token);
        }
        if (token.startsWith("Ctrl-") && token.length() == 6) {
            return "<c-" + Character.toLowerCase(token.charAt(5)) + ">";
        }
        if (token.matches("F\\d+")) {
            return "<f" + token.substring(1) + ">";
        }
        return token;
    }
}
