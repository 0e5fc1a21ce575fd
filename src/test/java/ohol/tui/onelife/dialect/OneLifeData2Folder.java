package ohol.tui.onelife.dialect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A few objects in OneLifeData2's format (the data of the 2016 server), written into a folder for
 * a test: that data is not in the repository (it states no licence of its own) and not beside it,
 * so each object is made here with the lines of a OneLifeData2 object of the 2016 commit, in the
 * same order, with no sprites and values of our own. The ids are the ones the 2016 transcripts
 * name: 8 a tree, 19 the male person, 31 the Rock the mother picks up, 32 the woman the old-server
 * script adds.
 */
public final class OneLifeData2Folder {
    private OneLifeData2Folder() {}

    /** Writes the folder under {@code parent} and returns it. */
    public static Path write(Path parent) {
        try {
            Path dir = parent.resolve("onelifedata2");
            Path objects = Files.createDirectories(dir.resolve("objects"));
            Files.writeString(dir.resolve("dataVersionNumber.txt"), "1");
            Files.writeString(objects.resolve("nextObjectNumber.txt"), "32");
            object(objects, 8, "tree", true, false, false);
            object(objects, 19, "bucks", false, true, true);
            object(objects, 31, "Rock", false, false, false);
            object(objects, 32, "female (synthetic copy of 18)", false, true, false);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void object(Path objects, int id, String name, boolean permanent, boolean person, boolean male)
            throws IOException {
        String text = String.join(
                "\n",
                "id=" + id,
                name,
                "containable=0",
                "containSize=1",
                "permanent=" + (permanent ? 1 : 0),
                "heldInHand=0",
                "blocksWalking=0",
                "mapChance=0.000000",
                "heatValue=0",
                "rValue=0.000000",
                "person=" + (person ? 1 : 0),
                "male=" + (male ? 1 : 0),
                "deathMarker=0",
                "foodValue=0",
                "speedMult=1.000000",
                "heldOffset=0.000000,0.000000",
                "clothing=n",
                "clothingOffset=0.000000,0.000000",
                "deadlyDistance=0",
                "numSlots=0",
                "slotSize=1",
                "numSprites=0",
                "headIndex=-1",
                "bodyIndex=-1",
                "backFootIndex=-1",
                "frontFootIndex=-1");
        Files.writeString(objects.resolve(id + ".txt"), text, StandardCharsets.US_ASCII);
    }
}
