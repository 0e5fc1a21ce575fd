package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The whole real data set of version 437, dummies included. */
class ObjectLoaderTest {
    private static ObjectCatalog catalog;

    @BeforeAll
    static void load() throws IOException {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), LoadProgress.NONE);
    }

    @Test
    void loadsEveryFileAndEveryDummy() {
        // 4,431 files up to id 5022; 4,899 use dummies; 22 "$10" and 42 "$30" objects: 1,480 variants
        assertEquals(4431 + 4899 + 1480, catalog.size());
        assertEquals(5022 + 4899 + 1480, catalog.maxId());
        assertEquals(
                4431, catalog.all().stream().filter(o -> !o.origin().isDummy()).count());
        for (int id = 5023; id <= catalog.maxId(); id++) {
            assertTrue(catalog.contains(id), "dummy ids leave no gap: " + id);
        }
    }

    @Test
    void numbersTheFirstUseDummiesAfterTheLastFile() {
        // Wild Gooseberry Bush (30) is the lowest id with numUses > 1: 6 uses, dummies 5023..5027
        ObjectDefinition bush = catalog.find(30).orElseThrow();
        assertEquals(6, bush.numUses());
        for (int d = 1; d <= 5; d++) {
            ObjectDefinition dummy = catalog.find(5022 + d).orElseThrow();
            assertEquals(Origin.useDummy(30, d - 1), dummy.origin());
            assertEquals("Wild Gooseberry Bush# use " + d, dummy.description());
            assertEquals("Wild Gooseberry Bush", catalog.displayName(dummy.id()));
            assertEquals(30, catalog.parentOf(dummy.id()));
        }
        // the next object with uses is 71 (idle.cap's LR lists "71 5028 5029 5030 5031")
        assertEquals(Origin.useDummy(71, 0), catalog.find(5028).orElseThrow().origin());
        assertEquals(Origin.useDummy(71, 3), catalog.find(5031).orElseThrow().origin());
    }

    @Test
    void numbersTheUseDummiesTheServerNamedInALearnedToolsList() {
        // idle.cap's LR lists 4954 (Methman Monument Plans with Mallet, 5 uses) then 9895..9898
        for (int d = 1; d <= 4; d++) {
            assertEquals(
                    Origin.useDummy(4954, d - 1),
                    catalog.find(9894 + d).orElseThrow().origin());
        }
        // the last use dummy: Bowl of Mango Leaves (5011) has 6 uses
        assertEquals(Origin.useDummy(5011, 4), catalog.find(9921).orElseThrow().origin());
    }

    @Test
    void numbersVariableDummiesAfterAllUseDummies() {
        // the lowest "$N" object is 912, "Lock and Key $10"
        ObjectDefinition first = catalog.find(9922).orElseThrow();
        assertEquals(Origin.variableDummy(912, 0), first.origin());
        assertEquals(catalog.find(912).orElseThrow().name().replace("?", "A"), first.name());
        assertTrue(catalog.find(912).orElseThrow().name().endsWith(" - ?"), catalog.displayName(912));
        // Red Sports Car (4659): "$30# +varNumeral" gives "- 01" .. "- 30"
        List<ObjectDefinition> cars = catalog.all().stream()
                .filter(o -> o.origin().kind() == Origin.Kind.VARIABLE_DUMMY
                        && o.origin().parentId() == 4659)
                .toList();
        assertEquals(30, cars.size());
        assertEquals("Red Sports Car - 01", cars.get(0).name());
        assertEquals("Red Sports Car - 30", cars.get(29).name());
        assertEquals(cars.get(0).id() + 29, cars.get(29).id());
        assertEquals("Red Sports Car - ?", catalog.displayName(4659));
    }

    @Test
    void findsRealObjectsByName() {
        assertEquals(
                List.of(33),
                catalog.named("Stone").stream().map(ObjectDefinition::id).toList());
        assertEquals(
                List.of(292),
                catalog.named("Basket").stream().map(ObjectDefinition::id).toList());
    }

    @Test
    void reportsProgressInOrderUpToEveryFile() throws IOException {
        List<int[]> calls = new ArrayList<>();
        new ObjectLoader()
                .readFiles(DataDirectory.open(Captures.dataDir()), (done, total) -> calls.add(new int[] {done, total}));
        assertEquals(0, calls.get(0)[0]);
        assertEquals(4431, calls.get(calls.size() - 1)[0]);
        for (int i = 1; i < calls.size(); i++) {
            assertTrue(calls.get(i)[0] > calls.get(i - 1)[0], "progress only rises");
            assertEquals(4431, calls.get(i)[1]);
        }
        assertTrue(calls.size() <= 102, "about a hundred steps, not one per file: " + calls.size());
    }

    @Test
    void namesTheFileThatCannotBeRead(@TempDir Path root) throws IOException {
        Files.createDirectory(root.resolve("objects"));
        Files.writeString(root.resolve("objects/1.txt"), "id=1\nGood\nnumSprites=0\nnumUses=1\n");
        Files.writeString(root.resolve("objects/2.txt"), "garbage");
        var e = assertThrows(
                DataFileException.class, () -> new ObjectLoader().load(DataDirectory.open(root), LoadProgress.NONE));
        assertTrue(e.file().endsWith("2.txt"), e.file());
    }

    @Test
    void onOneThreadItReadsTheSameCatalog() throws IOException {
        ObjectCatalog alone =
                ObjectLoader.onOneThread().load(DataDirectory.open(Captures.dataDir()), LoadProgress.NONE);
        assertEquals(catalog.all(), alone.all());
    }
}
