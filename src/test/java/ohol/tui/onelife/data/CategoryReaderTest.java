package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class CategoryReaderTest {
    private static List<Category> categories;

    @BeforeAll
    static void read() throws IOException {
        categories = new CategoryReader().readAll(DataDirectory.open(Captures.dataDir()));
    }

    private static Category category(int parentId) {
        return categories.stream()
                .filter(c -> c.parentId() == parentId)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void readsEveryRealCategory() {
        assertEquals(287, categories.size());
    }

    @Test
    void readsAPlainCategory() {
        Category c = category(1001);
        assertEquals(Category.Kind.PLAIN, c.kind());
        assertEquals(List.of(912, 1000), c.objectIds());
        assertEquals(List.of(0.0, 0.0), c.weights());
    }

    @Test
    void readsAPattern() {
        Category c = category(1016);
        assertEquals(Category.Kind.PATTERN, c.kind());
        assertEquals(List.of(1025, 1026), c.objectIds());
    }

    @Test
    void readsAProbabilitySetWithItsWeights() {
        Category c = category(1948);
        assertEquals(Category.Kind.PROBABILITY_SET, c.kind());
        assertEquals(52, c.objectIds().size());
        assertEquals(1941, c.objectIds().get(0));
        assertEquals(2041, c.objectIds().get(51));
        assertEquals(Collections.nCopies(52, 0.019231), c.weights());
    }

    @Test
    void dropsMembersWithoutAnIdAndRefusesShortFiles() {
        Category c = new CategoryReader().parse("parentID=5\nnumObjects=3\n7\n0\n9\n", "5.txt");
        assertEquals(List.of(7, 9), c.objectIds());
        assertThrows(
                DataFileException.class, () -> new CategoryReader().parse("parentID=5\nnumObjects=3\n7\n", "5.txt"));
        assertThrows(DataFileException.class, () -> new CategoryReader().parse("numObjects=0\n", "x.txt"));
    }
}
