package ohol.tui.onelife.data;

/**
 * Where an object definition comes from: its own file, or generated from a parent at load time as
 * the official loader does ({@code initObjectBankFinish} in {@code gameSource/objectBank.cpp}).
 *
 * @param kind     file, use dummy or variable dummy
 * @param parentId the object it was generated from; its own id for an object from a file
 * @param index    which dummy of the parent, from 0; for a use dummy {@code index + 1} uses are
 *                 left; for a variable dummy it is the variant number minus one. 0 for files.
 */
public record Origin(Kind kind, int parentId, int index) {
    public enum Kind {
        /** Read from {@code objects/<id>.txt}. */
        FILE,
        /** A partly used copy of an object with {@code numUses > 1}. */
        USE_DUMMY,
        /** One numbered variant of an object whose name holds {@code $N}. */
        VARIABLE_DUMMY
    }

    public Origin {
        if (kind == null) {
            throw new IllegalArgumentException("origin needs a kind");
        }
        if (index < 0) {
            throw new IllegalArgumentException("dummy index " + index + " is negative");
        }
    }

    static Origin file(int id) {
        return new Origin(Kind.FILE, id, 0);
    }

    static Origin useDummy(int parentId, int index) {
        return new Origin(Kind.USE_DUMMY, parentId, index);
    }

    static Origin variableDummy(int parentId, int index) {
        return new Origin(Kind.VARIABLE_DUMMY, parentId, index);
    }

    public boolean isDummy() {
        return kind != Kind.FILE;
    }
}
