package ohol.tui.crossfire.world;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import ohol.tui.crossfire.protocol.Stat;

/** The player's statistics as last told, by {@code CS_STAT_} code: an immutable copy. */
public record StatSheet(Map<Integer, Long> numbers, Map<Integer, String> texts) {
    public static final StatSheet EMPTY = new StatSheet(Map.of(), Map.of());

    public StatSheet {
        numbers = Map.copyOf(numbers);
        texts = Map.copyOf(texts);
    }

    public long number(int code) {
        return numbers.getOrDefault(code, 0L);
    }

    public Optional<String> text(int code) {
        return Optional.ofNullable(texts.get(code));
    }

    /** Experience: the 64-bit value when the server sends it, else the old 32-bit one. */
    public long experience() {
        return numbers.containsKey(Stat.EXP64) ? number(Stat.EXP64) : number(Stat.EXP);
    }

    /** The numbers in code order (for a stable JSON line). */
    public Map<Integer, Long> sorted() {
        return new TreeMap<>(numbers);
    }
}
