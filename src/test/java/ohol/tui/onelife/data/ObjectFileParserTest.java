package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;

/** Real object files from {@code ../shared/ohol-data}, checked against what the files say. */
class ObjectFileParserTest {
    private final ObjectFileParser parser = new ObjectFileParser();

    private ObjectDefinition real(int id) throws IOException {
        var file = Captures.dataDir().resolve("objects").resolve(id + ".txt");
        return parser.parse(Files.readAllBytes(file), file.toString());
    }

    @Test
    void readsJuniperTreeAsAPermanentBlockingNaturalObject() throws IOException {
        ObjectDefinition juniper = real(49);
        assertEquals(49, juniper.id());
        assertEquals("Juniper Tree", juniper.name());
        assertFalse(juniper.containable());
        assertTrue(juniper.permanent());
        assertTrue(juniper.blocksWalking());
        assertEquals(1.0, juniper.mapChance());
        assertEquals(List.of(0, 2), juniper.biomes());
        assertEquals(0, juniper.numSlots());
        assertEquals(1, juniper.numUses());
        assertEquals(Origin.file(49), juniper.origin());
    }

    @Test
    void readsTheBearCaveAsWideAndTheJuniperTreeAsNarrow() throws IOException {
        ObjectDefinition cave = real(630);
        assertEquals("Bear Cave", cave.name());
        assertEquals(1, cave.leftBlockingRadius());
        assertEquals(1, cave.rightBlockingRadius());
        assertTrue(cave.blocksFrom(1) && cave.blocksFrom(-1), "its wings east and west");
        assertFalse(cave.blocksFrom(2) || cave.blocksFrom(-2) || cave.blocksFrom(0), "only its wings");
        ObjectDefinition juniper = real(49);
        assertEquals(0, juniper.leftBlockingRadius());
        assertEquals(0, juniper.rightBlockingRadius());
        assertFalse(juniper.blocksFrom(1) || juniper.blocksFrom(-1));
    }

    @Test
    void readsWhetherABodyIsMaleAsTheOfficialClientNamesSonsAndDaughters() throws IOException {
        // the bodies of the captures' mother (351) and baby (353), and the practice world's two
        assertFalse(real(351).male());
        assertFalse(real(353).male());
        assertFalse(real(19).male());
        assertTrue(real(347).male());
        assertTrue(real(347).person());
        assertFalse(real(49).male(), "a tree is nobody's son");
    }

    @Test
    void readsBasketAsAContainerOfThreeSlots() throws IOException {
        ObjectDefinition basket = real(292);
        assertEquals("Basket", basket.name());
        assertTrue(basket.containable());
        assertEquals(2.0, basket.containSize());
        assertFalse(basket.permanent());
        assertEquals(3, basket.minPickupAge());
        assertFalse(basket.blocksWalking());
        assertEquals(3, basket.numSlots());
        assertEquals(1.0, basket.slotSize());
        assertTrue(basket.isContainer());
        assertEquals(0.0, basket.mapChance());
    }

    @Test
    void readsBowlOfGooseberriesAsFoodWithSixUses() throws IOException {
        ObjectDefinition bowl = real(253);
        assertEquals("Bowl of Gooseberries# +yum31", bowl.description());
        assertEquals("Bowl of Gooseberries", bowl.name());
        assertEquals(3, bowl.foodValue());
        assertTrue(bowl.isFood());
        assertEquals(6, bowl.numUses());
        assertEquals(1.0, bowl.useChance());
    }

    @Test
    void readsStoneAsHeldInHandInFourBiomes() throws IOException {
        ObjectDefinition stone = real(33);
        assertEquals("Stone", stone.name());
        assertTrue(stone.heldInHand());
        assertFalse(stone.rideable());
        assertEquals(List.of(0, 3, 4, 5), stone.biomes());
        assertEquals(1.0, stone.containSize());
    }

    @Test
    void readsWolfAsDeadlyFromOneTile() throws IOException {
        ObjectDefinition wolf = real(418);
        assertEquals(1, wolf.deadlyDistance());
        assertEquals(0.1, wolf.mapChance(), 1e-9);
        assertEquals(List.of(3), wolf.biomes());
        assertEquals(0, wolf.numUses());
    }

    @Test
    void readsClothingPeopleFloorsGravesHeatAndReach() throws IOException {
        assertEquals(Clothing.HAT, real(1117).clothing()); // Straw Hat
        assertTrue(real(1117).isWorn());

        ObjectDefinition woman = real(1007); // Female009 D
        assertTrue(woman.person());
        assertEquals(4, woman.race());

        ObjectDefinition road = real(1596); // Stone Road
        assertTrue(road.floor());
        assertTrue(road.rideable());
        assertEquals(1.5, road.speedMult());

        ObjectDefinition grave = real(87); // Fresh Grave
        assertTrue(grave.deathMarker());
        assertEquals(15, grave.numSlots());

        assertEquals(3, real(1231).heatValue()); // Simmering Salt Water

        ObjectDefinition bow = real(152); // Bow and Arrow
        assertEquals(5, bow.useDistance());
        assertEquals(3, bow.deadlyDistance());
        assertEquals(10, bow.minPickupAge());
    }

    @Test
    void readsAFileWithoutTheOptionalLinesAndWithCrLf() {
        String text = String.join(
                "\r\n",
                "id=7",
                "Thing# note",
                "containable=1",
                "containSize=0.5,vertSlotRot=0.000000",
                "permanent=0",
                "heldInHand=1",
                "blocksWalking=0",
                "mapChance=0.250000",
                "heatValue=-2",
                "rValue=0",
                "person=0,noSpawn=0",
                "male=0",
                "deathMarker=0",
                "foodValue=4",
                "speedMult=0.900000",
                "heldOffset=0,0",
                "clothing=b",
                "clothingOffset=0,0",
                "deadlyDistance=0",
                "numSlots=2",
                "slotSize=0.5",
                "numSprites=0",
                "");
        ObjectDefinition o = parser.parse(text.getBytes(StandardCharsets.US_ASCII), "7.txt");
        assertEquals("Thing# note", o.description());
        assertEquals("Thing", o.name());
        assertEquals(0.5, o.containSize());
        assertEquals(3, o.minPickupAge(), "the loader's default when the line has no minPickupAge");
        assertEquals(0.25, o.mapChance());
        assertEquals(List.of(0), o.biomes(), "no biome list means biome 0, as in the game");
        assertEquals(-2, o.heatValue());
        assertFalse(o.floor());
        assertEquals(Clothing.BOTTOM, o.clothing());
        assertEquals(1, o.useDistance());
        assertEquals(2, o.numSlots());
        assertEquals(1, o.numUses(), "no numUses line: one use");
    }

    @Test
    void decodesANonAsciiDescriptionAsUtf8() {
        String text = "id=9\nCafé Table\ncontainable=0\nnumSprites=0\nnumUses=3,0.5\n";
        ObjectDefinition o = parser.parse(text.getBytes(StandardCharsets.UTF_8), "9.txt");
        assertEquals("Café Table", o.name());
        assertEquals(3, o.numUses());
        assertEquals(0.5, o.useChance());
    }

    @Test
    void rejectsAFileWithoutAnId() {
        var e = assertThrows(
                DataFileException.class,
                () -> parser.parse("Stone\ncontainable=1\n".getBytes(StandardCharsets.US_ASCII), "bad.txt"));
        assertEquals("bad.txt", e.file());
        assertThrows(
                DataFileException.class,
                () -> parser.parse("id=x\nStone\n".getBytes(StandardCharsets.US_ASCII), "bad.txt"));
        assertThrows(
                DataFileException.class, () -> parser.parse("id=5".getBytes(StandardCharsets.US_ASCII), "short.txt"));
    }

    /** The bytes are read from an excerpt (the sprites skipped): it must say what the whole text says. */
    @Test
    void everyRealFileReadsTheSameFromItsBytesAsFromItsWholeText() throws IOException {
        int checked = 0;
        for (var file : DataDirectory.open(Captures.dataDir()).objectFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            ObjectDefinition whole = parser.parse(new String(bytes, StandardCharsets.UTF_8), file.toString());
            byte[] padded = java.util.Arrays.copyOf(bytes, bytes.length + 40);
            java.util.Arrays.fill(padded, bytes.length, padded.length, (byte) 'x'); // past the length: not read
            assertEquals(whole, parser.parse(padded, bytes.length, file.toString()), file.toString());
            checked++;
        }
        assertTrue(checked > 4000, "files: " + checked);
    }

    @Test
    void readsTheUsesRightAfterNoSpritesAndIgnoresANumUsesBeforeThem() {
        String text = "id=9\nThing\nnumUses=7\nnumSprites=0\nnumUses=4,0.25\n";
        ObjectDefinition o = parser.parse(text.getBytes(StandardCharsets.US_ASCII), "9.txt");
        assertEquals(4, o.numUses());
        assertEquals(0.25, o.useChance());
        ObjectDefinition none =
                parser.parse("id=9\nThing\nnumUses=7\nnumSprites=0\n".getBytes(StandardCharsets.US_ASCII), "9.txt");
        assertEquals(1, none.numUses(), "a numUses line before the sprites is not the uses");
    }
}
