package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectCatalogTest {
    private static ObjectDefinition object(int id, String description, int numUses) {
        String text = "id=" + id + "\n" + description + "\nnumSprites=0\nnumUses=" + numUses + "\n";
        return new ObjectFileParser().parse(text.getBytes(StandardCharsets.UTF_8), id + ".txt");
    }

    private final ObjectCatalog catalog = ObjectCatalog.of(new DummyGenerator()
            .withDummies(List.of(
                    object(33, "Stone", 1), object(30, "Wild Gooseberry Bush", 3), object(40, "stone # sharp", 1))));

    @Test
    void namesKnownObjectsAndNumbersUnknownOnes() {
        assertEquals("Stone", catalog.displayName(33));
        assertEquals("Wild Gooseberry Bush", catalog.displayName(41), "a use dummy is named as its parent");
        assertEquals("#999", catalog.displayName(999));
        assertEquals("#0", catalog.displayName(0));
        assertEquals("#-4", catalog.displayName(-4));
    }

    @Test
    void givesTheParentOfDummiesAndTheIdItselfOtherwise() {
        assertEquals(30, catalog.parentOf(41));
        assertEquals(30, catalog.parentOf(42));
        assertEquals(33, catalog.parentOf(33));
        assertEquals(999, catalog.parentOf(999));
        assertEquals(Origin.useDummy(30, 1), catalog.find(42).orElseThrow().origin());
    }

    @Test
    void findsObjectsByNameIgnoringCaseAndDummies() {
        assertEquals(
                List.of(33, 40),
                catalog.named("STONE").stream().map(ObjectDefinition::id).toList());
        assertEquals(
                List.of(30),
                catalog.named("wild gooseberry bush ").stream()
                        .map(ObjectDefinition::id)
                        .toList());
        assertTrue(catalog.named("Basket").isEmpty());
    }

    @Test
    void listsEverythingInIdOrder() {
        assertEquals(
                List.of(30, 33, 40, 41, 42),
                catalog.all().stream().map(ObjectDefinition::id).toList());
        assertEquals(5, catalog.size());
        assertEquals(42, catalog.maxId());
    }

    @Test
    void withoutDataKnowsNothingAndShowsIds() {
        ObjectCatalog empty = ObjectCatalog.empty();
        assertTrue(empty.isEmpty());
        assertFalse(empty.contains(33));
        assertTrue(empty.find(33).isEmpty());
        assertEquals("#33", empty.displayName(33));
        assertEquals(33, empty.parentOf(33));
        assertEquals(0, empty.maxId());
    }

    @Test
    void refusesTwoDefinitionsOfOneId() {
        assertThrows(
                IllegalArgumentException.class, () -> ObjectCatalog.of(List.of(object(5, "A", 1), object(5, "B", 1))));
    }
}
