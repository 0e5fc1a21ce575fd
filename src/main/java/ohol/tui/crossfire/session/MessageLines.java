package ohol.tui.crossfire.session;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.text.ServerText;

/**
 * A server message as lines a terminal may show: split at its newlines, each cleaned, the
 * {@code [b]}/{@code [i]}/{@code [color=...]} markup of extended text dropped, blank lines at the
 * ends removed, at most a given number of lines.
 */
final class MessageLines {
    private MessageLines() {}

    static List<String> of(String text, int maxLines) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        while (start <= n && lines.size() <= maxLines) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? n : nl;
            lines.add(ServerText.clean(
                            markupless(text.substring(start, Math.min(end, start + ServerText.MAX_MESSAGE * 2))),
                            ServerText.MAX_MESSAGE)
                    .stripTrailing());
            if (nl < 0) {
                break;
            }
            start = nl + 1;
        }
        while (!lines.isEmpty() && lines.get(0).isBlank()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.size() > maxLines) {
            lines.subList(maxLines, lines.size()).clear();
            lines.set(maxLines - 1, ServerText.CUT + "");
        }
        return lines;
    }

    /** Without the {@code [tag]} markup of {@code extendedTextInfos} ({@code [b]}, {@code [/i]}, {@code [color=red]}). */
    static String markupless(String line) {
        return line.replaceAll("\\[/?(b|i|ul|fixed|arcane|hand|strange|print|color(=[^\\]]*)?)\\]", "");
    }
}
