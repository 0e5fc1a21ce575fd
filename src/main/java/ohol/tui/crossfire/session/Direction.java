package ohol.tui.crossfire.session;

import java.util.Locale;
import java.util.Optional;

/** The eight ways to walk, as the server's commands name them, and their steps on the map. */
public enum Direction {
    NORTH(0, -1),
    NORTHEAST(1, -1),
    EAST(1, 0),
    SOUTHEAST(1, 1),
    SOUTH(0, 1),
    SOUTHWEST(-1, 1),
    WEST(-1, 0),
    NORTHWEST(-1, -1);

    public final int dx;
    public final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    /** The server's word for it ({@code northeast}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The server's number for it in {@code run N} and {@code fire N}: 1 north, clockwise to 8. */
    public int number() {
        return ordinal() + 1;
    }

    /** From the server's word or a compass abbreviation ({@code ne}). */
    public static Optional<Direction> parse(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (Direction d : values()) {
            if (d.word().equals(w) || d.abbreviation().equals(w)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /** As a compass writes it: {@code N}, {@code NE}... */
    public String compass() {
        return abbreviation().toUpperCase(Locale.ROOT);
    }

    private String abbreviation() {
        return switch (this) {
            case NORTH -> "n";
            case NORTHEAST -> "ne";
            case EAST -> "e";
            case SOUTHEAST -> "se";
            case SOUTH -> "s";
            case SOUTHWEST -> "sw";
            case WEST -> "w";
            case NORTHWEST -> "nw";
        };
    }
}
