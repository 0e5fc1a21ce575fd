package ohol.tui.onelife.knowledge;

import ohol.tui.RealData;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;

/**
 * The real game data for the knowledge tests, read once ({@link RealData}); a test that asks for
 * it without the data is skipped, saying how to get it.
 */
final class KnowledgeData {
    private KnowledgeData() {}

    static ObjectCatalog catalog() {
        return RealData.catalog();
    }

    static TransitionBook book() {
        return RealData.book();
    }

    /** The first object from a file with this name (fails the test when there is none). */
    static int id(String name) {
        return RealData.id(name);
    }
}
