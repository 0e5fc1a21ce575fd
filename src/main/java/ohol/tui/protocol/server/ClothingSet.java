package ohol.tui.protocol.server;

import java.util.List;
import ohol.tui.protocol.GameObject;

/**
 * What a player wears, {@code hat;tunic;front_shoe;back_shoe;bottom;backpack}; each piece may hold
 * things (a backpack's contents). {@link GameObject#NOTHING} where nothing is worn.
 */
public record ClothingSet(GameObject hat, GameObject tunic, GameObject frontShoe, GameObject backShoe,
                          GameObject bottom, GameObject backpack) {
    public static final ClothingSet NONE = new ClothingSet(GameObject.NOTHING, GameObject.NOTHING,
            GameObject.NOTHING, GameObject.NOTHING, GameObject.NOTHING, GameObject.NOTHING);

    /** Slot numbers as the protocol's DROP, SELF and SREMV use them. */
    public static final int HAT = 0, TUNIC = 1, FRONT_SHOE = 2, BACK_SHOE = 3, BOTTOM = 4, BACKPACK = 5;

    public static ClothingSet parse(String field) {
        String[] parts = field.split(";", -1);
        if (parts.length != 6) {
            throw new IllegalArgumentException("clothing set needs 6 pieces: '" + field + "'");
        }
        return new ClothingSet(GameObject.parse(parts[0]), GameObject.parse(parts[1]), GameObject.parse(parts[2]),
                GameObject.parse(parts[3]), GameObject.parse(parts[4]), GameObject.parse(parts[5]));
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
