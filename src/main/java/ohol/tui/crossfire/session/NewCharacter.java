package ohol.tui.crossfire.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the account login's new character needs from the server ({@code requestinfo race_list},
 * {@code class_list}, {@code newcharinfo}) and the {@code createplayer} fields made of them: the
 * race and class asked for (else the server's first), the stat points shared out evenly among
 * the stats the server names, within its range.
 */
final class NewCharacter {
    static final String RACES = "race_list";
    static final String CLASSES = "class_list";
    static final String INFO = "newcharinfo";
    /** Most races, classes or info lines kept. */
    static final int MAX_CHOICES = 100;

    private Optional<List<String>> races = Optional.empty();
    private Optional<List<String>> classes = Optional.empty();
    private Optional<List<String>> info = Optional.empty();

    /** Takes a {@code replyinfo} text; true when it was one of the three. */
    boolean take(String replyInfo) {
        if (replyInfo.startsWith(RACES + " ")) {
            races = Optional.of(bars(replyInfo.substring(RACES.length() + 1)));
        } else if (replyInfo.startsWith(CLASSES + " ")) {
            classes = Optional.of(bars(replyInfo.substring(CLASSES.length() + 1)));
        } else if (replyInfo.startsWith(INFO)) {
            info = Optional.of(lines(replyInfo.substring(INFO.length())));
        } else {
            return false;
        }
        return true;
    }

    boolean complete() {
        return races.isPresent() && classes.isPresent() && info.isPresent();
    }

    /** The {@code createplayer} fields, or why none can be made. */
    Result fields(Optional<String> race, Optional<String> characterClass) {
        Optional<String> r = pick(races.orElse(List.of()), race, "_player");
        Optional<String> c = pick(classes.orElse(List.of()), characterClass, "_class");
        if (r.isEmpty()) {
            return new Result.Refused("the server has no race " + race.orElse("") + " (it has: "
                    + String.join(", ", races.orElse(List.of())) + ")");
        }
        if (c.isEmpty()) {
            return new Result.Refused("the server has no class " + characterClass.orElse("") + " (it has: "
                    + String.join(", ", classes.orElse(List.of())) + ")");
        }
        List<String> fields = new ArrayList<>(List.of("race " + r.get(), "class " + c.get()));
        fields.addAll(stats());
        return new Result.Fields(fields);
    }

    sealed interface Result {
        record Fields(List<String> fields) implements Result {}

        record Refused(String reason) implements Result {}
    }

    /**
     * What the player may choose, the race and class asked for first; or why there is nothing to
     * choose (a race or class the server lacks).
     */
    FormOrRefusal form(Optional<String> race, Optional<String> characterClass) {
        Result r = fields(race, characterClass);
        if (r instanceof Result.Refused refused) {
            return new FormOrRefusal(Optional.empty(), Optional.of(refused.reason()));
        }
        List<String> fields = ((Result.Fields) r).fields();
        String chosenRace = fields.get(0).substring("race ".length());
        String chosenClass = fields.get(1).substring("class ".length());
        Range range = range();
        return new FormOrRefusal(
                Optional.of(new CharacterForm(
                        first(races.orElse(List.of()), chosenRace),
                        first(classes.orElse(List.of()), chosenClass),
                        range.names,
                        range.points,
                        range.min,
                        range.max)),
                Optional.empty());
    }

    /** A form, or why none. */
    record FormOrRefusal(Optional<CharacterForm> form, Optional<String> refusal) {}

    private static List<String> first(List<String> all, String chosen) {
        List<String> out = new ArrayList<>(List.of(chosen));
        all.stream().filter(c -> !c.equals(chosen)).forEach(out::add);
        return out;
    }

    /** The points, their range and the stats' names newcharinfo gives (the 1.75 server's when it gives none). */
    private record Range(int points, int min, int max, List<String> names) {}

    private Range range() {
        int points = 84;
        int min = 3;
        int max = 18;
        List<String> names = List.of("Str", "Dex", "Con", "Wis", "Cha", "Int", "Pow");
        for (String line : info.orElse(List.of())) {
            String[] w = line.split(" ");
            if (w.length >= 3 && w[0].equals("V") && w[1].equals("points")) {
                points = number(w[2], points);
            } else if (w.length >= 4 && w[0].equals("V") && w[1].equals("statrange")) {
                min = number(w[2], min);
                max = number(w[3], max);
            } else if (w.length >= 3 && w[0].equals("V") && w[1].equals("statname")) {
                names = Arrays.asList(w).subList(2, Math.min(w.length, 2 + 16));
            }
        }
        return new Range(points, min, max, names);
    }

    private List<String> stats() {
        Range range = range();
        int[] values = new CharacterForm(List.of(), List.of(), range.names, range.points, range.min, range.max).even();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            out.add(range.names.get(i) + " " + values[i]);
        }
        return out;
    }

    private static int number(String text, int otherwise) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /** The wanted one (its archetype name, or that name without {@code suffix}), else the first. */
    private static Optional<String> pick(List<String> choices, Optional<String> wanted, String suffix) {
        if (wanted.isEmpty()) {
            return choices.stream().findFirst();
        }
        String w = wanted.get().toLowerCase(Locale.ROOT);
        return choices.stream()
                .filter(c -> c.equalsIgnoreCase(w) || c.equalsIgnoreCase(w + suffix))
                .findFirst();
    }

    /** {@code |a|b|c}: the server's list of archetype names. */
    private static List<String> bars(String text) {
        return Arrays.stream(text.split("\\|"))
                .map(String::strip)
                .filter(s -> !s.isEmpty() && s.chars().allMatch(ch -> ch > ' ' && ch < 127))
                .limit(MAX_CHOICES)
                .toList();
    }

    /** {@code newcharinfo}'s lines: each a length byte, its text and a NUL. */
    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int i = text.startsWith("\n") ? 1 : 0;
        while (i < text.length() && out.size() < MAX_CHOICES) {
            int length = text.charAt(i);
            int end = Math.min(text.length(), i + 1 + length);
            if (length == 0) {
                break;
            }
            out.add(text.substring(i + 1, end).replace("\0", "").strip());
            i = end;
        }
        return out;
    }
}
