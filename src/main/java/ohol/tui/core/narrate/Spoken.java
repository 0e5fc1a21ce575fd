package ohol.tui.core.narrate;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.core.text.ServerText;

/**
 * Text made ready to be heard: outside text cleaned (no control sequence reaches the output), the
 * compass letters the screen uses ({@code 12 tiles NE}, {@code SE 17}) said in words.
 */
public final class Spoken {
    private static final Pattern TILES_THEN_POINT = Pattern.compile("\\b(\\d+) (tiles?) (NE|NW|SE|SW|N|E|S|W)\\b");
    private static final Pattern POINT_THEN_TILES = Pattern.compile("\\b(NE|NW|SE|SW|N|E|S|W) (\\d+)\\b");

    private Spoken() {}

    /** A line the client wrote (with names and words from the server in it): cleaned, compass in words. */
    public static String line(String text) {
        String clean = ServerText.clean(text)
                .replace(" · ", "; ")
                .replace(" | ", "; with ")
                .replace(" -> ", " gives ")
                .replace(" + ", " on ");
        Matcher m = TILES_THEN_POINT.matcher(clean);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.group(1) + " " + m.group(2) + " " + point(m.group(3)));
        }
        m.appendTail(out);
        m = POINT_THEN_TILES.matcher(out.toString());
        out = new StringBuilder();
        while (m.find()) {
            int n = Integer.parseInt(m.group(2));
            m.appendReplacement(out, n + (n == 1 ? " tile " : " tiles ") + point(m.group(1)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Someone's own words: only cleaned, never rewritten. */
    public static String words(String text) {
        return ServerText.clean(text, ServerText.MAX_SPEECH);
    }

    private static String point(String letters) {
        return switch (letters) {
            case "N" -> "north";
            case "NE" -> "north east";
            case "E" -> "east";
            case "SE" -> "south east";
            case "S" -> "south";
            case "SW" -> "south west";
            case "W" -> "west";
            default -> "north west";
        };
    }
}
