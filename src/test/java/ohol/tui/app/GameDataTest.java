package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import ohol.tui.Await;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The game data: found in the arguments before they are parsed, read on its own thread, handed over whole. */
@Timeout(60)
class GameDataTest {
    private static Optional<Path> named(String... args) {
        return GameData.namedIn(args);
    }

    @Test
    void theFolderIsFoundAfterDataForPracticeAndPlayOnly() {
        assertEquals(Optional.of(Path.of("d")), named("practice", "--data", "d"));
        assertEquals(Optional.of(Path.of("d")), named("play", "--host", "h", "--data=d", "--headless"));
        assertEquals(Optional.of(Path.of("e")), named("practice", "--data", "d", "--data", "e"), "the last counts");
        assertEquals(Optional.empty(), named("practice", "--", "--data", "d"));
        assertEquals(Optional.empty(), named("practice", "--data"));
        assertEquals(Optional.empty(), named("decode", "--data", "d"));
        assertEquals(Optional.empty(), named("--data", "d", "practice"));
        assertEquals(Optional.empty(), named());
    }

    @Test
    void readingAheadIsUsedForTheSameFolderOnly() {
        var data = GameData.readingAheadFor(new String[] {"practice", "--data", "/nowhere/a"}, Optional.empty());
        GameData early = data.apply(Path.of("/nowhere/a"));
        assertSame(early, data.apply(Path.of("/nowhere/a")));
        assertNotSame(early, data.apply(Path.of("/nowhere/b")));
        assertFalse(data.apply(null).given());
    }

    @Test
    void theObjectsAndBiomesArriveAndThenTheTransitions() throws Exception {
        StringWriter err = new StringWriter();
        GameData data = GameData.read(Captures.dataDir());
        var objects = data.objects(new PrintWriter(err, true));
        assertTrue(objects.catalog().size() > 10_000, objects.catalog().toString());
        assertEquals("Stone", objects.catalog().displayName(33));
        assertTrue(objects.biomes().biome(0).groundHeat().isPresent(), "the ground's heat is read");
        assertTrue(err.toString().contains(objects.catalog().size() + " objects read from"), err.toString());
        var book = data.transitions().get();
        assertSame(objects.catalog(), book.catalog(), "one catalog for all");
        assertEquals(34, book.find(33, 32).orElseThrow().newActor(), "a Stone on a Big Hard Rock: a Sharp Stone");
    }

    @Test
    void throughACacheTheSecondRunReadsTheSameObjects(@TempDir Path cacheDir) throws Exception {
        var cache = Optional.of(new GameData.Cache(cacheDir, "a build"));
        var nowhere = new PrintWriter(new StringWriter());
        var first = GameData.read(Captures.dataDir(), cache).objects(nowhere);
        Path kept = ohol.tui.onelife.data.ObjectCache.fileFor(cacheDir, Captures.dataDir());
        // kept after the objects are handed over
        Await.until(
                Duration.ofSeconds(5), () -> java.nio.file.Files.exists(kept), "the cache kept in the folder given");
        var second = GameData.read(Captures.dataDir(), cache).objects(nowhere);
        assertEquals(first.catalog().all(), second.catalog().all());
        assertTrue(second.biomes().biome(0).groundHeat().isPresent(), "the ground's heat is read as before");
        assertEquals(
                34,
                GameData.read(Captures.dataDir(), cache)
                        .transitions()
                        .get()
                        .find(33, 32)
                        .orElseThrow()
                        .newActor());
    }

    @Test
    void aFolderThatIsNotGameDataIsAUsersMistakeAndPredictsNothing(@TempDir Path dir) {
        GameData data = GameData.read(dir);
        UserError e = assertThrows(UserError.class, () -> data.objects(new PrintWriter(new StringWriter())));
        assertTrue(e.getMessage().contains("not a One Hour One Life data folder"), e.getMessage());
        assertEquals(0, data.transitions().get().size());
    }
}
