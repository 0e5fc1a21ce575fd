package ohol.tui.onelife.ui;

import ohol.tui.core.text.ServerText;

/**
 * The letter someone else is drawn as: the first letter of their name ({@code P} while nameless),
 * lower case for a baby. Every Eve is {@code EVE} something, so an Eve goes by her family name's
 * letter.
 */
final class PersonLetters {
    private PersonLetters() {}

    static char letterOf(String name, double age) {
        String clean = ServerText.clean(name).strip();
        if (clean.startsWith("EVE ") && clean.length() > 4) {
            clean = clean.substring(4).strip();
        }
        char c = clean.isEmpty() ? 'P' : clean.charAt(0);
        if (!Character.isLetterOrDigit(c)) {
            c = 'P';
        }
        return age < 3 ? Character.toLowerCase(c) : Character.toUpperCase(c);
    }
}
