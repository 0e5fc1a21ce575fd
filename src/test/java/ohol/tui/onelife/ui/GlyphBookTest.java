package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import ohol.tui.Captures;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.ObjectKinds;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The default theme over the real objects, through their kinds. */
class GlyphBookTest {
    private static ObjectCatalog catalog;
    private static GlyphBook book;

    @BeforeAll
    static void load() throws IOException {
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        catalog = new ObjectLoader().load(dir, LoadProgress.NONE);
        book = new GlyphBook(
                GlyphTheme.defaults(), catalog, ObjectKinds.of(catalog, TransitionBook.load(dir, catalog)));
    }

    private static String category(String name) {
        return book.category(catalog.named(name).get(0).id());
    }

    @Test
    void countsPerCategory() {
        Map<String, Integer> counts = new TreeMap<>();
        catalog.all().forEach(o -> counts.merge(book.category(o.id()), 1, Integer::sum));
        counts.forEach((c, n) -> System.out.printf("%-10s %5d%n", c, n));
        assertEquals(
                catalog.size(),
                counts.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void whatThePlayerMustTellApart() {
        assertEquals("grave", book.category(3051), "Baby Bone Pile# origGrave");
        assertEquals("grave", book.category(3053), "Baby Bone Pile# origGrave justDied (15 slots)");
        assertNotEquals("animal", book.category(161), "Rabbit Hole");
        assertNotEquals("wall", category("Sugarcane"));
        assertNotEquals("wall", category("Oil Palm"));
        assertEquals("food", book.category(808), "picked Wild Onion");
        assertEquals("food", category("Carrot"));
        assertEquals("plant", book.category(805), "Wild Onion plant");
        assertEquals("container", category("Basket"));
        assertEquals("danger", category("Wolf"));
        assertEquals("danger", category("Wild Boar"));
        assertEquals("wall", book.category(154), "Adobe Wall");
        assertEquals("rock", category("Big Hard Rock"));
        assertEquals("tree", category("Juniper Tree"));
        assertEquals("fire", category("Fire"));
        assertTrue(
                new HashSet<>(List.of(book.category(805), category("Limestone"), category("Burdock"))).size() > 1,
                "Wild Onion, Limestone and Burdock must not all look the same");
    }

    @Test
    void withoutTransitionsTheKindsOfTheObjectsStillDecide() {
        GlyphBook plain = new GlyphBook(GlyphTheme.defaults(), catalog);
        assertEquals("grave", plain.category(3051));
        assertEquals("danger", plain.category(catalog.named("Wolf").get(0).id()));
        assertEquals(plain.object(3051), plain.theme().glyph("grave"));
    }
}
