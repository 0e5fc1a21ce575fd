package ohol.tui.narrate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What can be typed, by topic: {@code help} lists the topics, {@code help TOPIC} the commands of one. */
final class Help {
    private static final Map<String, List<String>> TOPICS = topics();

    private Help() {}

    private static Map<String, List<String>> topics() {
        Map<String, List<String>> t = new LinkedHashMap<>();
        t.put(
                "looking",
                List.of(
                        "look: what is here. look north, look east 3: a tile that way.",
                        "look NAME: where things of that name are.",
                        "near: what is near, dangers and people first, then food.",
                        "where is food: the nearest food known.",
                        "find NAME: where things of that name are known."));
        t.put(
                "moving",
                List.of(
                        "go north, go south west 3, or only north 3: walk that way.",
                        "go to NAME: walk to the nearest thing of that name. go to food: the nearest food."));
        t.put(
                "acting",
                List.of(
                        "pick up, pick up north: take what lies here or there.",
                        "drop, drop east: put down what you hold.",
                        "use on north: use what you hold, or your bare hand, on that tile.",
                        "take from west: take something out of a container there. swap south: swap with it.",
                        "eat: eat what you hold, or put it on.",
                        "what can I do with this: what what you hold is good for."));
        t.put(
                "knowing",
                List.of(
                        "how do I make NAME: the steps, numbered, from what grows in the wild.",
                        "status: your age, food, warmth and what you hold.",
                        "family: your mother's line, siblings and children.",
                        "history, history 50: the last lines of this life, all of them, said or not."));
        t.put(
                "talking",
                List.of("say WORDS, or a quote mark then the words: speak. Capital letters only reach others."));
        t.put(
                "pace",
                List.of(
                        "verbose: say everything as it happens.",
                        "quiet: only speech, answers and what concerns you.",
                        "normal: back to the usual pace, 20 lines a minute besides speech."));
        t.put(
                "life",
                List.of(
                        "reborn: a new life after a death. quit: leave.",
                        "The action language of scripts works too, for example: use 1 0, move -2 0, self."));
        return t;
    }

    static List<String> of(String topic) {
        String key = topic.strip().toLowerCase(Locale.ROOT);
        for (Map.Entry<String, List<String>> e : TOPICS.entrySet()) {
            if (!key.isEmpty() && e.getKey().startsWith(key.substring(0, Math.min(3, key.length())))) {
                return e.getValue();
            }
        }
        List<String> out = new ArrayList<>();
        if (!key.isEmpty()) {
            out.add("No help on " + topic.strip() + ".");
        }
        out.add("Help topics: " + String.join(", ", TOPICS.keySet())
                + ". Type help and a topic, for example help moving.");
        return out;
    }

    /** Words a command may begin with, for completion. */
    static List<String> starts() {
        return List.of(
                "look",
                "near",
                "where is food",
                "find",
                "go to",
                "go north",
                "go south",
                "go east",
                "go west",
                "pick up",
                "drop",
                "use on",
                "take from",
                "swap",
                "eat",
                "say",
                "what can I do with this",
                "how do I make",
                "status",
                "family",
                "history",
                "help",
                "verbose",
                "quiet",
                "normal",
                "reborn",
                "quit");
    }
}
