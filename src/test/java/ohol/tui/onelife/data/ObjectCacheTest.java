package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.atomic.AtomicReference;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The object cache gives the catalog the files give, or none: never a stale or damaged one. */
class ObjectCacheTest {
    private static final String BUILD = "ohol-tui.jar 123 456";

    private static ObjectCatalog load(ObjectCache cache, DataDirectory dir) throws IOException {
        AtomicReference<ObjectCatalog> got = new AtomicReference<>();
        cache.load(dir, ObjectLoader.onOneThread(), LoadProgress.NONE, got::set);
        return got.get();
    }

    private static boolean kept(ObjectCache cache, DataDirectory dir) throws IOException {
        return cache.read(cache.key(dir)).isPresent();
    }

    /** A small data folder of real object files that the test may change. */
    private static DataDirectory smallFolder(Path root) throws IOException {
        Path objects = Files.createDirectories(root.resolve("objects"));
        for (String name : new String[] {"30.txt", "32.txt", "33.txt", "34.txt", "groundHeat_4.txt"}) {
            Files.copy(Captures.dataDir().resolve("objects").resolve(name), objects.resolve(name));
        }
        return DataDirectory.open(root);
    }

    /** Writes {@code text} as a file of the folder, dated a minute later than before (as an edit would be). */
    private static void edit(Path file, String text) throws IOException {
        FileTime before = Files.exists(file) ? Files.getLastModifiedTime(file) : FileTime.fromMillis(0);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Files.setLastModifiedTime(file, FileTime.fromMillis(before.toMillis() + 60_000));
    }

    @Test
    void theRealDataFromTheCacheIsTheCatalogTheFilesGive(@TempDir Path cacheDir) throws IOException {
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        ObjectCache cache = new ObjectCache(ObjectCache.fileFor(cacheDir, dir.root()), BUILD);
        assertFalse(kept(cache, dir));
        ObjectCatalog fromFiles = load(cache, dir);
        assertTrue(kept(cache, dir), "the first load keeps the catalog");
        ObjectCatalog fromCache = load(cache, dir);
        assertEquals(fromFiles.all(), fromCache.all(), "every field of every object, dummies included");
        assertEquals(4431 + 4899 + 1480, fromCache.size());
        assertEquals("Stone", fromCache.displayName(33));
        assertEquals(30, fromCache.parentOf(5023), "a use dummy of the Wild Gooseberry Bush");
        assertEquals(fromFiles.named("stone"), fromCache.named("stone"));
    }

    @Test
    void anyChangeToTheObjectsFolderIsReadFromTheFiles(@TempDir Path root, @TempDir Path cacheDir) throws IOException {
        DataDirectory dir = smallFolder(root);
        ObjectCache cache = new ObjectCache(ObjectCache.fileFor(cacheDir, root), BUILD);
        assertEquals("Stone", load(cache, dir).displayName(33));
        assertTrue(kept(cache, dir));

        Path stone = dir.objects().resolve("33.txt");
        edit(stone, Files.readString(stone).replace("\nStone\n", "\nFlint\n"));
        assertFalse(kept(cache, dir), "a file written since");
        assertEquals("Flint", load(cache, dir).displayName(33));
        assertEquals("Flint", load(cache, dir).displayName(33), "and kept again");

        Files.copy(Captures.dataDir().resolve("objects/35.txt"), dir.objects().resolve("35.txt"));
        assertFalse(kept(cache, dir), "a file added");
        assertEquals(1, load(cache, dir).named("Gooseberry Seed").size());

        Files.delete(dir.objects().resolve("34.txt"));
        assertFalse(kept(cache, dir), "a file removed");
        assertEquals(0, load(cache, dir).named("Sharp Stone").size());

        Files.move(dir.objects().resolve("35.txt"), dir.objects().resolve("35.txt.old"));
        assertFalse(kept(cache, dir), "a file renamed");
        assertEquals(0, load(cache, dir).named("Gooseberry Seed").size());

        edit(dir.objects().resolve("groundHeat_4.txt"), "0.5");
        assertFalse(kept(cache, dir), "any entry of objects/ counts, not only object files");
    }

    @Test
    void anotherBuildOrAnotherFolderDoesNotUseTheCache(@TempDir Path root, @TempDir Path cacheDir) throws IOException {
        DataDirectory dir = smallFolder(root.resolve("a"));
        Path file = ObjectCache.fileFor(cacheDir, dir.root());
        load(new ObjectCache(file, BUILD), dir);
        assertTrue(kept(new ObjectCache(file, BUILD), dir));
        assertFalse(kept(new ObjectCache(file, "ohol-tui.jar 124 456"), dir), "another jar");

        DataDirectory copy = smallFolder(root.resolve("b"));
        assertNotEquals(file, ObjectCache.fileFor(cacheDir, copy.root()), "one cache per folder");
        assertFalse(kept(new ObjectCache(file, BUILD), copy), "another folder's cache, even with the same files");
    }

    @Test
    void aDamagedCacheIsNotUsedAndIsMadeAnew(@TempDir Path root, @TempDir Path cacheDir) throws IOException {
        DataDirectory dir = smallFolder(root);
        Path file = ObjectCache.fileFor(cacheDir, root);
        ObjectCache cache = new ObjectCache(file, BUILD);
        load(cache, dir);
        byte[] good = Files.readAllBytes(file);

        // one byte of the Stone's name changed: the cache would still decode, to a wrong name
        byte[] flipped = good.clone();
        int at = indexOf(flipped, "Stone".getBytes(StandardCharsets.US_ASCII));
        flipped[at] = 'X';
        Files.write(file, flipped);
        assertFalse(kept(cache, dir), "a changed byte");
        assertEquals("Stone", load(cache, dir).displayName(33));
        assertTrue(kept(cache, dir), "made anew");

        for (int length : new int[] {0, 10, good.length / 2, good.length - 1}) {
            Files.write(file, java.util.Arrays.copyOf(good, length));
            assertFalse(kept(cache, dir), "cut at " + length);
            assertEquals("Stone", load(cache, dir).displayName(33));
        }
        Files.writeString(file, "not a cache at all\n");
        assertFalse(kept(cache, dir));
        assertEquals("Stone", load(cache, dir).displayName(33));
    }

    @Test
    void aCacheThatCannotBeWrittenIsNoError(@TempDir Path root, @TempDir Path cacheDir) throws IOException {
        DataDirectory dir = smallFolder(root);
        Path notAFolder = Files.writeString(cacheDir.resolve("file"), "x");
        ObjectCache cache = new ObjectCache(ObjectCache.fileFor(notAFolder, root), BUILD);
        assertEquals("Stone", load(cache, dir).displayName(33));
        assertFalse(kept(cache, dir));
    }

    @Test
    void aBadObjectFileIsReportedAndNothingIsKept(@TempDir Path root, @TempDir Path cacheDir) throws IOException {
        DataDirectory dir = smallFolder(root);
        edit(dir.objects().resolve("32.txt"), "no id here\n");
        ObjectCache cache = new ObjectCache(ObjectCache.fileFor(cacheDir, root), BUILD);
        var e = org.junit.jupiter.api.Assertions.assertThrows(DataFileException.class, () -> load(cache, dir));
        assertTrue(e.getMessage().contains("32.txt"), e.getMessage());
        assertFalse(Files.exists(ObjectCache.fileFor(cacheDir, root)));
    }

    private static int indexOf(byte[] in, byte[] what) {
        outer:
        for (int i = 0; i + what.length <= in.length; i++) {
            for (int k = 0; k < what.length; k++) {
                if (in[i + k] != what[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }

    @Test
    void aWriteCutShortByAKilledClientLeavesNothingBehindForLong(@TempDir Path root, @TempDir Path cacheDir)
            throws IOException {
        DataDirectory dir = smallFolder(root);
        Path file = ObjectCache.fileFor(cacheDir, dir.root());
        Path old = Files.writeString(cacheDir.resolve(file.getFileName() + "12345.tmp"), "half a cache");
        Files.setLastModifiedTime(
                old, FileTime.fromMillis(System.currentTimeMillis() - ObjectCache.LEFTOVER_MILLIS - 60_000));
        Path writing = Files.writeString(cacheDir.resolve(file.getFileName() + "67890.tmp"), "another client's");
        load(new ObjectCache(file, BUILD), dir);
        assertFalse(Files.exists(old), "a leftover of a killed client is removed");
        assertTrue(Files.exists(writing), "a file another client is writing now is left alone");
        assertTrue(Files.exists(file));
    }
}
