package ohol.tui.practice;

import java.util.List;
import java.util.Optional;

/**
 * What the official server makes of a SAY: cut to what the speaker's age allows, every character
 * outside {@code A-Z}, space and {@code .-,'?!} turned into a space (so lower case is not raised,
 * it is blanked), and runs of spaces closed up. And the naming phrases it listens for.
 */
final class Speech {
    static final String ALLOWED = "ABCDEFGHIJKLMNOPQRSTUVWXYZ.-,'?! ";
    /** The server's minSayGapInSeconds: a SAY this soon after the life began or after the last SAY is dropped. */
    static final long MIN_GAP_NANOS = 1_000_000_000L;
    /** The server's babyNamingPhrases, tried in this order. */
    static final List<String> BABY_NAMING = List.of("YOU ARE CALLED", "YOU ARE NAMED", "YOU ARE", "YOU'RE", "YOURE",
            "YOUR NAME IS", "I NAME YOU", "I CALL YOU");
    /** The server's familyNamingPhrases, with which an Eve names her family. */
    static final List<String> FAMILY_NAMING = List.of("CALL ME EVE", "CALL ME", "I AM EVE", "I'M EVE", "IM EVE",
            "I AM CALLED EVE", "I AM NAMED EVE", "I AM CALLED", "I AM NAMED", "I AM", "I'M", "IM", "MY NAME IS EVE",
            "MY NAME IS");
    /** The longest name kept from a naming phrase (the server picks from its name lists, all shorter). */
    static final int MAX_NAME = 20;

    private Speech() {}

    /** The server's getSayLimit: age + 1 characters for the smallest, rising steeply from 8 to 66 at 16, then slowly. */
    static int limit(double age) {
        int floorAge = (int) Math.floor(age);
        int adultBase = 50;
        if (floorAge >= 16) {
            return 16 + (floorAge - 16) / 2 + adultBase;
        }
        if (floorAge > 8) {
            double fraction = (floorAge - 8) / 8.0;
            double curved = 1.0 / (1.0 + Math.pow(2.0, -12 * (fraction - 0.5)));
            return 9 + (int) Math.floor((adultBase + 16 - 9) * curved);
        }
        return floorAge + 1;
    }

    /** The words as everyone hears them; when nothing is left, nothing is said (as on the server). */
    static String clean(String text, double age) {
        int limit = limit(age);
        String cut = text.length() > limit ? text.substring(0, limit) : text;
        StringBuilder kept = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            kept.append(ALLOWED.indexOf(c) >= 0 ? c : ' ');
        }
        return String.join(" ", kept.toString().trim().split(" +"));
    }

    /** The name after one of {@code phrases} at the start of {@code said}, if a space follows the phrase. */
    static Optional<String> named(String said, List<String> phrases) {
        for (String phrase : phrases) {
            if (said.startsWith(phrase + " ")) {
                String rest = said.substring(phrase.length()).strip();
                String first = rest.isEmpty() ? "" : rest.split(" ")[0];
                if (first.length() > MAX_NAME) {
                    first = first.substring(0, MAX_NAME);
                }
                return first.isEmpty() ? Optional.empty() : Optional.of(first);
            }
        }
        return Optional.empty();
    }
}
