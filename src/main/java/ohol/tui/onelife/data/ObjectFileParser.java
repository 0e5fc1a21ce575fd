package ohol.tui.onelife.data;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one {@code objects/<id>.txt}. The file is {@code id=N}, the description line, then
 * {@code key=value} lines, some holding several keys ({@code permanent=1,minPickupAge=3}), some
 * with a tail after {@code #} ({@code mapChance=0.5#biomes_0,3}); the sprite lines start at
 * {@code numSprites=} and {@code numUses=} comes after them.
 *
 * <p>Lines are recognised by their first key, not by position, so the optional lines of older
 * files ({@code noFlip}, {@code homeMarker}, {@code floor}...) need no special cases. A missing
 * line or an unreadable number keeps the default the official loader uses
 * ({@code scanObjectRecordFromString} in {@code gameSource/objectBank.cpp}). Only the header is
 * read; the sprite lines, most of the file, are skipped.
 *
 * <p>Stateless and thread-safe.
 */
public final class ObjectFileParser {
    private static final String NUM_USES = "\nnumUses=";

    /**
     * Parses the bytes of one object file: UTF-8 in the description, ASCII elsewhere.
     *
     * @param source names the file in error messages
     * @throws DataFileException when the text has no {@code id=} line or no description
     */
    public ObjectDefinition parse(byte[] file, String source) {
        return parse(file, file.length, source);
    }

    /**
     * Parses the first {@code length} bytes of {@code file}, one object file. Only what is read
     * becomes text, the lines up to {@code numSprites=} and the last {@code numUses=} line after
     * them, in their order: the sprite lines between, most of the file, are never copied.
     *
     * @param source names the file in error messages
     * @throws DataFileException when the text has no {@code id=} line or no description
     */
    public ObjectDefinition parse(byte[] file, int length, String source) {
        // one pass to the numSprites= line, looking at each line's start only: the interpreter
        // runs most of a load, and a check at every byte costs it dearly
        int sprites = -1;
        int bits = 0; // negative once a byte is not ASCII
        for (int i = 0; i < length; i++) {
            byte c = file[i];
            bits |= c;
            if (c == '\n' && startsWith(file, i + 1, length, NUM_SPRITES)) {
                sprites = i;
                break;
            }
        }
        int headEnd = sprites < 0 ? length : lineEnd(file, sprites + 1, length);
        int uses = -1;
        for (int i = length - 1; sprites >= 0 && i >= headEnd; i--) {
            if (file[i] == '\n' && startsWith(file, i + 1, length, NUM_USES_KEY)) {
                uses = i;
                break;
            }
        }
        // Latin-1 is a plain copy of the bytes (no decoding loop), and every key and number is
        // ASCII; only a description with other characters needs decoding, as UTF-8
        var charset = bits >= 0 && isAscii(file, sprites < 0 ? 0 : sprites, headEnd)
                ? StandardCharsets.ISO_8859_1
                : StandardCharsets.UTF_8;
        String head = new String(file, 0, headEnd, charset);
        String usesLine =
                uses < 0 ? null : new String(file, uses + 1, lineEnd(file, uses + 1, length) - uses - 1, charset);
        return parse(head, usesLine, source);
    }

    private static final byte[] NUM_SPRITES = "numSprites=".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NUM_USES_KEY = "numUses=".getBytes(StandardCharsets.US_ASCII);

    private static int lineEnd(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return to;
    }

    private static boolean isAscii(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code b[at, to)} starts with {@code key}. */
    private static boolean startsWith(byte[] b, int at, int to, byte[] key) {
        if (to - at < key.length) {
            return false;
        }
        for (int k = 0; k < key.length; k++) {
            if (b[at + k] != key[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Parses the text of one object file.
     *
     * @param source names the file in error messages
     * @throws DataFileException when the text has no {@code id=} line or no description
     */
    public ObjectDefinition parse(String text, String source) {
        return parse(text, null, source);
    }

    /**
     * The object of {@code text}; its uses from {@code usesLine} (the {@code numUses=} line after
     * the sprites, read apart from the text) when given, else from the text itself.
     */
    private ObjectDefinition parse(String text, String usesLine, String source) {
        if (!text.startsWith("id=")) {
            throw new DataFileException(source, "does not start with id=");
        }
        int idEnd = lineEnd(text, 0);
        int id = Scan.leadingInt(text, 3, idEnd, Integer.MIN_VALUE);
        if (id == Integer.MIN_VALUE || id <= 0) {
            throw new DataFileException(source, "bad object id '" + text.substring(0, idEnd) + "'");
        }
        if (idEnd >= text.length()) {
            throw new DataFileException(source, "has no description line");
        }
        int descriptionEnd = lineEnd(text, idEnd + 1);
        Fields f = new Fields();
        f.description = stripCarriageReturn(text.substring(idEnd + 1, descriptionEnd));

        int spritesStart = readHeader(text, descriptionEnd + 1, f);
        if (usesLine != null) {
            readUsesLine(usesLine, NUM_USES.length() - 1, f);
        } else {
            readUses(text, spritesStart, f);
        }

        return new ObjectDefinition(
                id,
                f.description,
                f.containable,
                f.containSize,
                f.permanent,
                f.minPickupAge,
                f.heldInHand == 1,
                f.heldInHand == 2,
                f.blocksWalking,
                f.mapChance,
                f.biomes,
                f.heatValue,
                f.race > 0,
                f.race,
                f.male,
                f.deathMarker,
                f.floor,
                f.foodValue,
                f.speedMult,
                f.clothing,
                f.deadlyDistance,
                f.useDistance,
                f.numSlots,
                f.slotSize,
                f.numUses,
                f.useChance,
                Origin.file(id),
                f.leftBlockingRadius,
                f.rightBlockingRadius);
    }

    /** The keys read (and the one that ends the header), each matched where it stands in the text. */
    private static final String[] KEYS = {
        "numSprites",
        "containable",
        "containSize",
        "permanent",
        "heldInHand",
        "blocksWalking",
        "mapChance",
        "heatValue",
        "person",
        "male",
        "deathMarker",
        "floor",
        "foodValue",
        "speedMult",
        "clothing",
        "deadlyDistance",
        "useDistance",
        "numSlots",
        "slotSize"
    };

    /**
     * The key in {@code text[from, to)} when it is one this parser reads, else "" (a field it does
     * not use): no string is made for the twenty-odd keys of each of the thousands of files.
     */
    private static String knownKey(String text, int from, int to) {
        int length = to - from;
        for (String key : KEYS) {
            if (key.length() == length && text.startsWith(key, from)) {
                return key;
            }
        }
        return "";
    }

    /** Reads the lines before the sprites; returns where the {@code numSprites=} line starts. */
    private static int readHeader(String text, int pos, Fields f) {
        int length = text.length();
        while (pos < length) {
            int end = lineEnd(text, pos);
            int eq = text.indexOf('=', pos);
            if (eq > pos && eq < end) {
                String key = knownKey(text, pos, eq);
                if (key.equals("numSprites")) {
                    return pos;
                }
                f.read(key, text, eq + 1, end);
            }
            pos = end + 1;
        }
        return length;
    }

    /** {@code numUses=N,chance} is the first line after the sprite lines; no earlier line starts so. */
    private static void readUses(String text, int spritesStart, Fields f) {
        int at = text.lastIndexOf(NUM_USES);
        if (at < spritesStart - 1) {
            return;
        }
        readUsesLine(text, at + NUM_USES.length(), f);
    }

    /** {@code N,chance} from {@code value} to the end of its line. */
    private static void readUsesLine(String text, int value, Fields f) {
        int end = lineEnd(text, value);
        f.numUses = Scan.leadingInt(text, value, end, 1);
        int comma = text.indexOf(',', value);
        if (comma >= 0 && comma < end) {
            f.useChance = Scan.leadingDecimal(text, comma + 1, end, 1.0);
        }
    }

    private static int lineEnd(String text, int from) {
        int nl = text.indexOf('\n', from);
        return nl < 0 ? text.length() : nl;
    }

    private static String stripCarriageReturn(String line) {
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }

    /** The values read so far, starting at the official loader's defaults. */
    private static final class Fields {
        String description;
        boolean containable;
        double containSize = 1;
        boolean permanent;
        int minPickupAge = 3;
        int heldInHand;
        boolean blocksWalking;
        int leftBlockingRadius;
        int rightBlockingRadius;
        double mapChance;
        List<Integer> biomes = List.of(0);
        int heatValue;
        int race;
        boolean male;
        boolean deathMarker;
        boolean floor;
        int foodValue;
        double speedMult = 1;
        Clothing clothing = Clothing.NONE;
        int deadlyDistance;
        int useDistance = 1;
        int numSlots;
        double slotSize = 1;
        int numUses = 1;
        double useChance = 1;

        /** One line whose first key is {@code key}; its value starts at {@code v}, the line ends at {@code end}. */
        void read(String key, String s, int v, int end) {
            switch (key) {
                case "containable" -> containable = Scan.leadingInt(s, v, end, 0) != 0;
                case "containSize" -> containSize = Scan.leadingDecimal(s, v, end, 1);
                case "permanent" -> {
                    permanent = Scan.leadingInt(s, v, end, 0) != 0;
                    int age = Scan.after(s, ",minPickupAge=", v, end);
                    if (age >= 0) {
                        minPickupAge = Scan.leadingInt(s, age, end, 3);
                    }
                }
                case "heldInHand" -> heldInHand = Scan.leadingInt(s, v, end, 0);
                case "blocksWalking" -> {
                    blocksWalking = Scan.leadingInt(s, v, end, 0) != 0;
                    int left = Scan.after(s, ",leftBlockingRadius=", v, end);
                    if (left >= 0) {
                        leftBlockingRadius = Math.max(0, Scan.leadingInt(s, left, end, 0));
                    }
                    int right = Scan.after(s, ",rightBlockingRadius=", v, end);
                    if (right >= 0) {
                        rightBlockingRadius = Math.max(0, Scan.leadingInt(s, right, end, 0));
                    }
                }
                case "mapChance" -> {
                    mapChance = Scan.leadingDecimal(s, v, end, 0);
                    int list = Scan.after(s, "#biomes_", v, end);
                    if (list >= 0) {
                        biomes = intList(s, list, end);
                    }
                }
                case "heatValue" -> heatValue = Scan.leadingInt(s, v, end, 0);
                case "person" -> race = Scan.leadingInt(s, v, end, 0);
                case "male" -> male = Scan.leadingInt(s, v, end, 0) != 0;
                case "deathMarker" -> deathMarker = Scan.leadingInt(s, v, end, 0) != 0;
                case "floor" -> floor = Scan.leadingInt(s, v, end, 0) != 0;
                case "foodValue" -> foodValue = Scan.leadingInt(s, v, end, 0);
                case "speedMult" -> speedMult = Scan.leadingDecimal(s, v, end, 1);
                case "clothing" -> clothing = v < end ? Clothing.fromLetter(s.charAt(v)) : Clothing.NONE;
                case "deadlyDistance" -> deadlyDistance = Scan.leadingInt(s, v, end, 0);
                case "useDistance" -> useDistance = Scan.leadingInt(s, v, end, 1);
                case "numSlots" -> numSlots = Scan.leadingInt(s, v, end, 0);
                case "slotSize" -> slotSize = Scan.leadingDecimal(s, v, end, 1);
                default -> {
                    // a field this client does not use
                }
            }
        }

        private static List<Integer> intList(String s, int from, int end) {
            List<Integer> values = new ArrayList<>(4);
            int start = from;
            for (int i = from; i <= end; i++) {
                if (i == end || s.charAt(i) == ',') {
                    values.add(Scan.leadingInt(s, start, i, 0));
                    start = i + 1;
                }
            }
            return values;
        }
    }
}
