package ohol.tui.crossfire.world;

import java.util.HashMap;
import java.util.Map;
import ohol.tui.core.text.ServerText;

/**
 * What the server called each face and which face each animation starts with. Face numbers are
 * 16 bits and animation numbers 13, so neither table can grow past what the protocol can say.
 */
final class Faces {
    static final int MAX_NAME = 64;
    private static final int ANIMATION_MASK = 0x1FFF;

    private final Map<Integer, String> names = new HashMap<>();
    private final Map<Integer, Integer> firstFaces = new HashMap<>();

    void name(int face, String name) {
        names.put(face & 0xFFFF, ServerText.clean(name, MAX_NAME));
    }

    void animation(int animation, int firstFace) {
        firstFaces.put(animation & ANIMATION_MASK, firstFace & 0xFFFF);
    }

    /** The face's name without its image suffix ({@code wall_4.111} is {@code wall_4}); empty when unknown. */
    String name(int face) {
        String name = names.get(face);
        if (name == null) {
            return "";
        }
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    int firstFace(int animation) {
        return firstFaces.getOrDefault(animation & ANIMATION_MASK, 0);
    }
}
