package ohol.tui.onelife.protocol.server;

import java.nio.charset.StandardCharsets;
import java.util.List;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * What a player wears, {@code hat;tunic;front_shoe;back_shoe;bottom;backpack}; each piece may hold
 * things (a backpack's contents). {@link GameObject#NOTHING} where nothing is worn.
 */
public record ClothingSet(
        GameObject hat,
        GameObject tunic,
        GameObject frontShoe,
        GameObject backShoe,
        GameObject bottom,
        GameObject backpack) {
    public static final ClothingSet NONE = new ClothingSet(
            GameObject.NOTHING,
            GameObject.NOTHING,
            GameObject.NOTHING,
            GameObject.NOTHING,
            GameObject.NOTHING,
            GameObject.NOTHING);

    /** Slot numbers as the protocol's DROP, SELF and SREMV use them. */
    public static final int HAT = 0, TUNIC = 1, FRONT_SHOE = 2, BACK_SHOE = 3, BOTTOM = 4, BACKPACK = 5;

    /** Reads {@code hat;tunic;front_shoe;back_shoe;bottom;backpack}; throws {@link MalformedLineException} otherwise. */
    public static ClothingSet parse(String field) {
        byte[] bytes = field.getBytes(StandardCharsets.UTF_8);
        GameObject[] pieces = new GameObject[6];
        int at = 0;
        for (int k = 0; k < pieces.length; k++) {
            int stop = at;
            while (stop < bytes.length && bytes[stop] != ';') {
                stop++;
            }
            boolean last = k == pieces.length - 1;
            if (last ? stop != bytes.length : stop == bytes.length) {
                throw new MalformedLineException("clothing set needs 6 pieces: '" + field + "'", field);
            }
            pieces[k] = GameObject.parse(bytes, at, stop);
            at = stop + 1;
        }
        return new ClothingSet(pieces[0], pieces[1], pieces[2], pieces[3], pieces[4], pieces[5]);
    }

    /** The pieces in slot order. */
    public List<GameObject> pieces() {
        return List.of(hat, tunic, frontShoe, backShoe, bottom, backpack);
    }

    public String toWire() {
        StringBuilder sb = new StringBuilder();
        for (GameObject piece : pieces()) {
            if (sb.length() > 0) {
                sb.append(';');
            }
            sb.append(piece.toWire());
        }
        return sb.toString();
    }
}
