package ohol.tui.crossfire.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.text.ServerText;
import ohol.tui.crossfire.protocol.Stat;

/**
 * The character's skills, as the GTK client keeps them: the names by code from the server's
 * {@code replyinfo skill_info} (lines {@code CODE:NAME}, or {@code CODE:NAME:FACE} when asked with
 * a 1), the level and experience by code from {@code stats}. Only codes the protocol has are kept
 * ({@code CS_STAT_SKILLINFO} and the {@code CS_NUM_SKILLS} after it), so both are capped.
 */
final class Skills {
    static final int FIRST = 140;
    static final int COUNT = 50;
    static final String REPLY = "skill_info";
    static final int MAX_NAME = 64;
    /** Most bad lines of one reply reported one by one; the rest are counted. */
    static final int MAX_PROBLEMS = 5;

    private final Map<Integer, String> names = new HashMap<>();
    private final Map<Integer, Stat.Skill> known = new HashMap<>();

    /** Takes a {@code replyinfo} text; returns the problems of its lines (none for another reply). */
    List<String> reply(String text) {
        List<String> problems = new ArrayList<>();
        String[] lines = text.split("\n");
        if (!lines[0].strip().equals(REPLY)) {
            return problems;
        }
        int more = 0;
        for (int i = 1; i < lines.length; i++) {
            Optional<String> bad = line(lines[i]);
            if (bad.isPresent() && problems.size() < MAX_PROBLEMS) {
                problems.add("skill_info line " + i + ": " + bad.get());
            } else if (bad.isPresent()) {
                more++;
            }
        }
        if (more > 0) {
            problems.add("skill_info: " + more + " more lines skipped");
        }
        return problems;
    }

    private Optional<String> line(String line) {
        if (line.isBlank()) {
            return Optional.empty();
        }
        String[] w = line.split(":", 3);
        if (w.length < 2 || w[0].length() > 4) {
            return Optional.of("not CODE:NAME");
        }
        int code;
        try {
            code = Integer.parseInt(w[0].strip());
        } catch (NumberFormatException e) {
            return Optional.of("not CODE:NAME");
        }
        if (!isSkill(code)) {
            return Optional.of("code " + code + " is no skill's");
        }
        String name = ServerText.clean(w[1], MAX_NAME).strip();
        if (name.isEmpty()) {
            return Optional.of("skill " + code + " without a name");
        }
        names.put(code, name);
        return Optional.empty();
    }

    void stat(Stat.Skill s) {
        if (isSkill(s.code())) {
            known.put(s.code(), s);
        }
    }

    /** The skills the server gave a level or experience, by name. */
    List<Skill> all() {
        List<Skill> out = new ArrayList<>();
        for (Stat.Skill s : known.values()) {
            out.add(new Skill(s.code(), names.getOrDefault(s.code(), "skill " + s.code()), s.level(), s.experience()));
        }
        out.sort(Comparator.comparing(Skill::name).thenComparingInt(Skill::code));
        return out;
    }

    static boolean isSkill(int code) {
        return code >= FIRST && code < FIRST + COUNT;
    }
}
