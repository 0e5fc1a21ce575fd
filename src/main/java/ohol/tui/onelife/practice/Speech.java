package ohol.tui.onelife.practice;

import java.util.List;
import java.util.Optional;

/** The naming phrases the official server listens for in speech (what it keeps of speech: {@link ohol.tui.onelife.protocol.SpeechRules}). */
final class Speech {
    /** The server's babyNamingPhrases, tried in this order. */
    static final List<String> BABY_NAMING = List.of(
            "YOU ARE CALLED",
            "YOU ARE NAMED",
            "YOU ARE",
            "YOU'RE",
            "YOURE",
            "YOUR NAME IS",
            "I NAME YOU",
            "I CALL YOU");
    /** The server's familyNamingPhrases, with which an Eve names her family. */
    static final List<String> FAMILY_NAMING = List.of(
            "CALL ME EVE",
            "CALL ME",
            "I AM EVE",
            "I'M EVE",
            "IM EVE",
            "I AM CALLED EVE",
            "I AM NAMED EVE",
            "I AM CALLED",
            "I AM NAMED",
            "I AM",
            "I'M",
            "IM",
            "MY NAME IS EVE",
            "MY NAME IS");
    /** The longest name kept from a naming phrase (the server picks from its name lists, all shorter). */
    static final int MAX_NAME = 20;

    private Speech() {}

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
