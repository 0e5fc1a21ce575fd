package ohol.tui.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * An object id in the protocol's CONTAINER OBJECT FORMAT: {@code id[,contained[:sub:sub]...]}.
 * Id 0 is "nothing". In a player's held field a negative id is the player id of a held baby.
 * Containment goes two levels deep: a wagon of baskets of carrots.
 */
public record GameObject(int id, List<ContainedObject> contained) {
    public static final GameObject NOTHING = new GameObject(0, List.of());

    public GameObject {
        contained = List.copyOf(contained);
    }

    public static GameObject of(int id) {
        return id == 0 ? NOTHING : new GameObject(id, List.of());
    }

    public boolean isEmpty() {
        return id == 0;
    }

    /** Parses {@code 33} or {@code 292,33,34:35}; throws IllegalArgumentException when malformed. */
    public static GameObject parse(String field) {
        if (field.indexOf(',') < 0) {
            if (field.indexOf(':') >= 0) {
                throw new IllegalArgumentException("':' outside a container list");
            }
            return of(Integer.parseInt(field));
        }
        String[] parts = field.split(",", -1);
        List<ContainedObject> inside = new ArrayList<>(parts.length - 1);
        for (int i = 1; i < parts.length; i++) {
            inside.add(ContainedObject.parse(parts[i]));
        }
        return new GameObject(Integer.parseInt(parts[0]), inside);
    }

    /** The wire form, as the server writes it. */
    public String toWire() {
        if (contained.isEmpty()) {
            return Integer.toString(id);
        }
        StringBuilder sb = new StringBuilder().append(id);
        for (ContainedObject c : contained) {
            sb.append(',').append(c.toWire());
        }
        return sb.toString();
    }

    /** An object inside a container, itself holding up to one more level of objects. */
    public record ContainedObject(int id, List<Integer> subContained) {
        public ContainedObject {
            subContained = List.copyOf(subContained);
        }

        static ContainedObject parse(String field) {
            String[] parts = field.split(":", -1);
            List<Integer> sub = new ArrayList<>(parts.length - 1);
            for (int i = 1; i < parts.length; i++) {
                sub.add(Integer.parseInt(parts[i]));
            }
            return new ContainedObject(Integer.parseInt(parts[0]), sub);
        }

        String toWire() {
            StringBuilder sb = new StringBuilder().append(id);
            for (int s : subContained) {
                sb.append(':').append(s);
            }
            return sb.toString();
        }
    }
}
