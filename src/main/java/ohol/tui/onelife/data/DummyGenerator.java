package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;

/**
 * Adds the objects that exist in no file but that the server sends, numbered exactly as the
 * official loader numbers them ({@code initObjectBankFinish} in {@code gameSource/objectBank.cpp},
 * OneLife commit 1630886d). Each new object gets {@code maxID + 1}, where {@code maxID} starts as
 * the highest id read from any file, so the numbering depends only on the set of files:
 * <ol>
 *   <li><b>Use dummies.</b> For each object in increasing id order with {@code numUses > 1}, for
 *       {@code d = 1 .. numUses - 1}: a copy described {@code "<description># use <d>"}, standing
 *       for the object with {@code d} uses left; it has no uses and no map chance of its own.</li>
 *   <li><b>Variable dummies.</b> Then for each object in increasing id order, the use dummies and
 *       the new variants included, whose description holds {@code $N} with {@code N >= 2} (the
 *       number after the first {@code $}): for {@code d = 1 .. N}, a copy with the first
 *       {@code $N} replaced by a label: {@code "- 01"} .. {@code "- 30"} when the description
 *       says {@code +varNumeral} (as many digits as {@code N} has), else {@code "- A"},
 *       {@code "- B"}, ... The object itself is then renamed with {@code "- ?"} in place of
 *       {@code $N}.</li>
 * </ol>
 * Where two files claim one id, the first in the given order is kept, as the game does.
 *
 * <p>Stateless and thread-safe.
 */
public final class DummyGenerator {
    /** Above this many variants a {@code $N} is taken as a typo rather than allocated. */
    static final int MAX_VARIANTS = 100_000;

    private static final Comparator<ObjectDefinition> BY_ID = (a, b) -> Integer.compare(a.id(), b.id());

    /**
     * All objects: those read from files, in id order, then the generated ones in the order (and
     * so with the ids) the official loader gives them.
     */
    public List<ObjectDefinition> withDummies(List<ObjectDefinition> fromFiles) {
        int maxId = 0;
        for (ObjectDefinition o : fromFiles) {
            maxId = Math.max(maxId, o.id());
        }
        List<ObjectDefinition> all = new ArrayList<>(firstOfEachId(fromFiles));
        maxId = addUseDummies(all, maxId);
        addVariableDummies(all, maxId);
        return all;
    }

    private static List<ObjectDefinition> firstOfEachId(List<ObjectDefinition> fromFiles) {
        List<ObjectDefinition> sorted = new ArrayList<>(fromFiles);
        sorted.sort(BY_ID); // stable: the first of equals stays first
        List<ObjectDefinition> unique = new ArrayList<>(sorted.size());
        for (ObjectDefinition o : sorted) {
            if (unique.isEmpty() || unique.get(unique.size() - 1).id() != o.id()) {
                unique.add(o);
            }
        }
        return unique;
    }

    private static int addUseDummies(List<ObjectDefinition> all, int maxId) {
        int fromFiles = all.size(); // the dummies have no uses, so none of them needs visiting
        for (int i = 0; i < fromFiles; i++) {
            ObjectDefinition o = all.get(i);
            for (int d = 1; d < o.numUses(); d++) {
                String description = new StringBuilder(o.description())
                        .append("# use ")
                        .append(d)
                        .toString();
                all.add(o.generated(++maxId, description, Origin.useDummy(o.id(), d - 1)));
            }
        }
        return maxId;
    }

    private static void addVariableDummies(List<ObjectDefinition> all, int maxId) {
        BitSet unchanged = new BitSet();
        // the list grows while we walk it, and new variants are visited too, as in the original
        for (int i = 0; i < all.size(); i++) {
            ObjectDefinition o = all.get(i);
            String description = o.description();
            int dollar = description.indexOf('$');
            if (dollar < 0 || unchanged.get(i)) {
                continue;
            }
            int count = Scan.leadingInt(description, dollar + 1, description.length(), 0);
            if (count < 2 || count > MAX_VARIANTS) {
                continue;
            }
            String target = "$" + count;
            int at = description.indexOf(target);
            boolean numeral = description.contains("+varNumeral");
            for (int d = 1; d <= count; d++) {
                String label = numeral ? numeral(d, count) : letters(d);
                if (at < 0) {
                    // "$ 10" or "$010": the official replaceOnce finds no "$10" and the variant keeps
                    // the description; the game would then expand it for ever, we do not
                    unchanged.set(all.size());
                }
                String variant = at < 0 ? description : replaceAt(description, at, target, label);
                all.add(o.generated(++maxId, variant, Origin.variableDummy(o.id(), d - 1)));
            }
            all.set(i, o.withDescription(at < 0 ? description : replaceAt(description, at, target, "- ?")));
        }
    }

    private static String replaceAt(String s, int at, String target, String replacement) {
        return s.substring(0, at) + replacement + s.substring(at + target.length());
    }

    /** {@code "- 7"}, {@code "- 07"}, {@code "- 007"}: as many digits as the largest number has. */
    static String numeral(int number, int max) {
        int width = max < 10 || max > 99_999 ? 1 : Integer.toString(max).length();
        StringBuilder digits = new StringBuilder(Integer.toString(number));
        while (digits.length() < width) {
            digits.insert(0, '0');
        }
        return "- " + digits;
    }

    /**
     * {@code "- A"} for 1, then {@code B} .. {@code Z}, {@code AA}, {@code AB} ..., following the
     * official {@code getVarObjectLabel} step by step (including its quirks past {@code ZZ}).
     */
    static String letters(int number) {
        int left = number - 1;
        StringBuilder digits = new StringBuilder();
        if (left == 0) {
            digits.append('A');
        }
        while (left > 0) {
            int digit = left % 26;
            digits.insert(0, (char) ('A' + digit));
            left -= digit;
            if (left == 26) {
                digits.insert(0, 'A');
            }
            left /= 26;
            left -= 1;
        }
        return "- " + digits;
    }
}
