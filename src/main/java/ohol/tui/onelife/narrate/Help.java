package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;

/**
 * What can be typed, by topic: {@code help} lists the topics, {@code help TOPIC} the commands of
 * one; on an older server only what its era can do (a topic left empty is left out).
 */
final class Help {
    /** One line of help, shown where the era offers what it stands for. */
    private record Entry(String text, Predicate<EraFeatures> shown) {}

    private static final Map<String, List<Entry>> TOPICS = topics();

    private Help() {}

    private static Entry line(String text) {
        return new Entry(text, era -> true);
    }

    private static Entry line(String text, Action action) {
        return new Entry(text, era -> era.offers(action));
    }

    private static Entry line(String text, EraFeatures.Feature feature, boolean has) {
        return new Entry(text, era -> era.has(feature) == has);
    }

    private static Map<String, List<Entry>> topics() {
        Target north = new Target.Offset(0, 1);
        Map<String, List<Entry>> t = new LinkedHashMap<>();
        t.put(
                "looking",
                List.of(
                        line("look: what is here. look north, look east 3: a tile that way."),
                        line("look NAME: where things of that name are."),
                        line("near: what is near, dangers and people first, then food."),
                        line("where is food: the nearest food known."),
                        line("find NAME: where things of that name are known.")));
        t.put(
                "moving",
                List.of(
                        line("go north, go south west 3, or only north 3: walk that way."),
                        line("go to NAME: walk to the nearest thing of that name. go to food: the nearest food.")));
        t.put(
                "acting",
                List.of(
                        line("pick up, pick up north: take what lies here or there."),
                        line("drop, drop east: put down what you hold."),
                        line("use on north: use what you hold, or your bare hand, on that tile."),
                        line(
                                "take from west: take something out of a container there.",
                                new TileAction.Remove(north, -1)),
                        line(
                                "swap south: swap what you hold with what a container there holds.",
                                new TileAction.Swap(north)),
                        line("eat: eat what you hold, or put it on.", new BodyAction.Self(-1)),
                        line("what can I do with this: what what you hold is good for.")));
        t.put(
                "knowing",
                List.of(
                        line("how do I make NAME: the steps, numbered, from what grows in the wild."),
                        line("status: your age, food, warmth and what you hold.", EraFeatures.Feature.FOOD, true),
                        line("status: your age and what you hold.", EraFeatures.Feature.FOOD, false),
                        line("family: your mother's line, siblings and children.", new Query.Family()),
                        line("history, history 50: the last lines of this life, all of them, said or not.")));
        t.put(
                "talking",
                List.of(line(
                        "say WORDS, or a quote mark then the words: speak. Capital letters only reach others.",
                        new BodyAction.Say("HI"))));
        t.put(
                "pace",
                List.of(
                        line("verbose: say everything as it happens."),
                        line("quiet: only speech, answers and what concerns you."),
                        line("normal: back to the usual pace, 20 lines a minute besides speech.")));
        t.put(
                "life",
                List.of(
                        line("reborn: a new life after a death. quit: leave."),
                        line(
                                "The action language of scripts works too, for example: use 1 0, move -2 0, self.",
                                EraFeatures.Feature.FOOD,
                                true),
                        line(
                                "The action language of scripts works too, for example: use 1 0, move -2 0.",
                                EraFeatures.Feature.FOOD,
                                false)));
        return t;
    }

    /** The help of today's server. */
    static List<String> of(String topic) {
        return of(topic, EraFeatures.TODAY);
    }

    /** The help on {@code topic} (or the list of topics) for a server of {@code era}. */
    static List<String> of(String topic, EraFeatures era) {
        Map<String, List<String>> shown = new LinkedHashMap<>();
        TOPICS.forEach((name, entries) -> {
            List<String> lines = entries.stream()
                    .filter(e -> e.shown().test(era))
                    .map(Entry::text)
                    .toList();
            if (!lines.isEmpty()) {
                shown.put(name, lines);
            }
        });
        String key = topic.strip().toLowerCase(Locale.ROOT);
        for (Map.Entry<String, List<String>> e : shown.entrySet()) {
            if (!key.isEmpty() && e.getKey().startsWith(key.substring(0, Math.min(3, key.length())))) {
                return e.getValue();
            }
        }
        List<String> out = new ArrayList<>();
        if (!key.isEmpty()) {
            out.add("No help on " + topic.strip() + ".");
        }
        out.add("Help topics: " + String.join(", ", shown.keySet())
                + ". Type help and a topic, for example help moving.");
        return out;
    }

    /** Words a command may begin with, for completion, where {@code era} offers what they do. */
    static List<String> starts(EraFeatures era) {
        Target north = new Target.Offset(0, 1);
        List<String> out = new ArrayList<>();
        for (Entry start : List.of(
                line("look"),
                line("near"),
                line("where is food"),
                line("find"),
                line("go to"),
                line("go north"),
                line("go south"),
                line("go east"),
                line("go west"),
                line("pick up"),
                line("drop"),
                line("use on"),
                line("take from", new TileAction.Remove(north, -1)),
                line("swap", new TileAction.Swap(north)),
                line("eat", new BodyAction.Self(-1)),
                line("say", EraFeatures.Feature.SPEECH, true),
                line("what can I do with this"),
                line("how do I make"),
                line("status"),
                line("family", new Query.Family()),
                line("history"),
                line("help"),
                line("verbose"),
                line("quiet"),
                line("normal"),
                line("reborn"),
                line("quit"))) {
            if (start.shown().test(era)) {
                out.add(start.text());
            }
        }
        return out;
    }
}
