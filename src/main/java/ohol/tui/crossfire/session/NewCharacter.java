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

    private List<String> stats() {
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
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            int share = points / names.size() + (i < points % names.size() ? 1 : 0);
            out.add(names.get(i) + " " + Math.max(min, Math.min(max, share)));
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
