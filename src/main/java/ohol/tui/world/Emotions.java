package ohol.tui.world;

import java.util.List;

/**
 * What an emotion index shows, in words: the game's {@code emotionWords.ini}, one line per index.
 * Those a player can send (by typing {@code /WORD} in the official client) are the word itself;
 * those only the server shows are said as what they mean (a tattoo, starving, homesick).
 */
public final class Emotions {
    private static final List<String> WORDS = List.of("happy", "mad", "angry", "sad", "devious", "joy", "blush",
            "yellow fever", "hit by a snowball", "hubba", "ill", "yoohoo", "hmph", "love", "oh really", "shock",
            "murderous", "a chest tattoo", "pneumonia", "relieved to be home", "dehydrated", "heat stroke",
            "a back tattoo", "a mouth tattoo", "a head tattoo", "a face tattoo", "a stomach tattoo", "terrified",
            "homesick", "spicy food", "refusing food", "starving", "satisfied", "headless", "pointing", "wait",
            "waving", "here", "up yours", "bodyless");

    private Emotions() {}

    /** The emotion in words, or {@code emotion N} for an index the data does not name. */
    public static String word(int index) {
        return index >= 0 && index < WORDS.size() ? WORDS.get(index) : "emotion " + index;
    }
}
