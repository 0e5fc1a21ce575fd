package ohol.tui.onelife.world;

import java.util.List;
import java.util.Locale;

/**
 * The game's emotions by index, as {@code emotionWords.ini} in the game data lists them: the
 * words players type after {@code /} in the official client, and the names of those only the
 * server shows (starving, homesick...).
 */
public final class Emotions {
    private static final List<String> WORDS = List.of(
            "happy",
            "mad",
            "angry",
            "sad",
            "devious",
            "joy",
            "blush",
            "yellow fever",
            "snow splat",
            "hubba",
            "ill",
            "yoohoo",
            "hmph",
            "love",
            "oreally",
            "shock",
            "murder face",
            "tattoo",
            "pneumonia",
            "relief",
            "thirsty",
            "heat stroke",
            "tattoo",
            "tattoo",
            "tattoo",
            "tattoo",
            "tattoo",
            "terrified",
            "homesick",
            "spicy food",
            "refusing food",
            "starving",
            "satisfied",
            "headless",
            "pointing",
            "waiting",
            "waving",
            "here",
            "up yours",
            "bodyless");

    private Emotions() {}

    /** The emotion's word, or {@code emotion N} for one this list does not know. */
    public static String word(int index) {
        return index >= 0 && index < WORDS.size() ? WORDS.get(index) : "emotion " + index;
    }

    /** Whether the emotion has a word (the server also sends indexes no list names, such as -1). */
    public static boolean known(int index) {
        return index >= 0 && index < WORDS.size();
    }

    /** As shown beside a name: {@code *HAPPY*}. */
    public static String shown(int index) {
        return "*" + word(index).toUpperCase(Locale.ROOT) + "*";
    }
}
