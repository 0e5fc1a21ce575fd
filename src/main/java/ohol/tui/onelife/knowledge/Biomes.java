package ohol.tui.onelife.knowledge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.onelife.data.DataDirectory;

/**
 * The ground's biomes: their names, and how much their ground warms or cools whoever stands on
 * it. The heat comes from the data's {@code objects/groundHeat_N.txt} files, read as the official
 * loader reads them ({@code objectBank.cpp}: one number; a biome without a file, or with one that
 * holds no number, has heat 0). Without data the heat is unknown. Immutable.
 */
public final class Biomes {
    /**
     * Highest biome number read: the official loader keeps heats for biomes 0 to 511
     * ({@code MAX_BIOME}) and ignores files past it.
     */
    public static final int MAX_BIOME = 511;
    /** Longest heat file read: one number; anything longer is not a heat file. */
    static final int MAX_FILE_BYTES = 64;

    /** The names players use, by biome number; the default theme colours the ground by the same numbers. */
    private static final String[] NAMES = {
        "grassland", "swamp", "prairie", "badlands", "tundra", "desert", "jungle", "deep water", "shallow water"
    };

    private static final Pattern FILE = Pattern.compile("groundHeat_(\\d{1,3})\\.txt");
    private static final Pattern NUMBER = Pattern.compile("^\\s*([-+]?(\\d+\\.?\\d*|\\.\\d+))");

    /** One biome: its number, name and ground heat (empty when the data was not read). */
    public record Biome(int id, String name, OptionalDouble groundHeat) {
        /** How the ground feels, in words: {@code cold ground: you lose warmth faster}. */
        public String effect() {
            if (groundHeat.isEmpty()) {
                return "";
            }
            double heat = groundHeat.getAsDouble();
            if (heat < 0) {
                return "cold ground: you lose warmth faster here";
            }
            if (heat > 0) {
                return "hot ground: it warms you";
            }
            return "mild ground: clothes and a fire keep you warm";
        }
    }

    private final boolean known;
    private final Map<Integer, Double> heats;

    private Biomes(boolean known, Map<Integer, Double> heats) {
        this.known = known;
        this.heats = Map.copyOf(heats);
    }

    /** Names only: the heat of the ground is unknown without the data. */
    public static Biomes withoutData() {
        return new Biomes(false, Map.of());
    }

    /** The biomes of a data folder: every {@code groundHeat_N.txt} in its {@code objects/} folder. */
    public static Biomes load(DataDirectory dir) throws IOException {
        Map<Integer, Double> heats = new TreeMap<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir.objects(), "groundHeat_*.txt")) {
            for (Path file : files) {
                Matcher m = FILE.matcher(file.getFileName().toString());
                if (!m.matches() || Integer.parseInt(m.group(1)) > MAX_BIOME || Files.size(file) > MAX_FILE_BYTES) {
                    continue;
                }
                Matcher number = NUMBER.matcher(Files.readString(file, StandardCharsets.US_ASCII));
                if (number.find()) {
                    heats.put(Integer.parseInt(m.group(1)), Double.parseDouble(number.group(1)));
                }
            }
        }
        return new Biomes(true, heats);
    }

    /** The biome with this number, named {@code biome N} when it has no name of its own. */
    public Biome biome(int id) {
        String name = id >= 0 && id < NAMES.length ? NAMES[id] : "biome " + id;
        if (!known || id < 0 || id > MAX_BIOME) {
            return new Biome(id, name, OptionalDouble.empty());
        }
        return new Biome(id, name, OptionalDouble.of(heats.getOrDefault(id, 0.0)));
    }
}
