package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The numbering rule of the official loader, on small made-up object sets. */
class DummyGeneratorTest {
    private final DummyGenerator generator = new DummyGenerator();

    private static ObjectDefinition object(int id, String description, int numUses) {
        String text = "id=" + id + "\n" + description + "\nmapChance=0.5#biomes_1\nnumSprites=0\nnumUses=" + numUses
                + ",1.0\n";
        return new ObjectFileParser().parse(text.getBytes(StandardCharsets.UTF_8), id + ".txt");
    }

    private static String summary(List<ObjectDefinition> all) {
        StringBuilder sb = new StringBuilder();
        for (ObjectDefinition o : all) {
            sb.append(o.id())
                    .append(' ')
                    .append(o.description())
                    .append(" <- ")
                    .append(o.origin().parentId())
                    .append('/')
                    .append(o.origin().index())
                    .append('\n');
        }
        return sb.toString();
    }

    @Test
    void numbersUseDummiesAfterTheHighestIdInIdOrder() {
        // given out of order: the loader walks its id map, not the folder
        List<ObjectDefinition> all = generator.withDummies(
                List.of(object(8, "Pie", 2), object(3, "Bowl of Berries# +yum", 3), object(5, "Stone", 1)));
        assertEquals(
                """
                3 Bowl of Berries# +yum <- 3/0
                5 Stone <- 5/0
                8 Pie <- 8/0
                9 Bowl of Berries# +yum# use 1 <- 3/0
                10 Bowl of Berries# +yum# use 2 <- 3/1
                11 Pie# use 1 <- 8/0
                """,
                summary(all));
        ObjectDefinition dummy = all.get(3);
        assertEquals(Origin.Kind.USE_DUMMY, dummy.origin().kind());
        assertEquals("Bowl of Berries", dummy.name());
        assertEquals(0, dummy.numUses(), "only the parent has uses");
        assertEquals(0.0, dummy.mapChance(), "used objects never grow on the map");
        assertEquals(List.of(1), dummy.biomes());
    }

    @Test
    void numbersVariableDummiesAfterTheUseDummiesAndRenamesTheParent() {
        List<ObjectDefinition> all = generator.withDummies(
                List.of(object(4, "Lock $3# removed", 1), object(6, "Car $12# +varNumeral", 1), object(2, "Pot", 2)));
        assertEquals(
                """
                2 Pot <- 2/0
                4 Lock - ?# removed <- 4/0
                6 Car - ?# +varNumeral <- 6/0
                7 Pot# use 1 <- 2/0
                8 Lock - A# removed <- 4/0
                9 Lock - B# removed <- 4/1
                10 Lock - C# removed <- 4/2
                11 Car - 01# +varNumeral <- 6/0
                12 Car - 02# +varNumeral <- 6/1
                13 Car - 03# +varNumeral <- 6/2
                14 Car - 04# +varNumeral <- 6/3
                15 Car - 05# +varNumeral <- 6/4
                16 Car - 06# +varNumeral <- 6/5
                17 Car - 07# +varNumeral <- 6/6
                18 Car - 08# +varNumeral <- 6/7
                19 Car - 09# +varNumeral <- 6/8
                20 Car - 10# +varNumeral <- 6/9
                21 Car - 11# +varNumeral <- 6/10
                22 Car - 12# +varNumeral <- 6/11
                """,
                summary(all));
        assertEquals(Origin.Kind.VARIABLE_DUMMY, all.get(4).origin().kind());
        assertEquals(0.5, all.get(4).mapChance(), "variable dummies keep every field");
    }

    @Test
    void givesTheUseDummiesOfAVariableObjectTheirOwnVariants() {
        // the use dummies are made first and still say "$2", so the variable pass expands them too
        List<ObjectDefinition> all = generator.withDummies(List.of(object(2, "Key $2", 2)));
        assertEquals(
                """
                2 Key - ? <- 2/0
                3 Key - ?# use 1 <- 2/0
                4 Key - A <- 2/0
                5 Key - B <- 2/1
                6 Key - A# use 1 <- 3/0
                7 Key - B# use 1 <- 3/1
                """,
                summary(all));
    }

    @Test
    void ignoresDollarsWithoutACountOfAtLeastTwo() {
        List<ObjectDefinition> all = generator.withDummies(
                List.of(object(1, "Price $1", 1), object(2, "Cost $", 1), object(3, "Sign $x", 1)));
        assertEquals(3, all.size());
        assertEquals("Price $1", all.get(0).description());
    }

    @Test
    void keepsTheFirstOfTwoFilesWithOneIdButCountsBothForTheHighestId() {
        List<ObjectDefinition> all =
                generator.withDummies(List.of(object(4, "First", 2), object(4, "Second", 1), object(9, "Ninth", 1)));
        assertEquals(
                """
                4 First <- 4/0
                9 Ninth <- 9/0
                10 First# use 1 <- 4/0
                """,
                summary(all));
    }

    @Test
    void labelsVariantsWithLettersLikeTheGame() {
        assertEquals("- A", DummyGenerator.letters(1));
        assertEquals("- B", DummyGenerator.letters(2));
        assertEquals("- Z", DummyGenerator.letters(26));
        assertEquals("- AA", DummyGenerator.letters(27));
        assertEquals("- AB", DummyGenerator.letters(28));
        assertEquals("- AZ", DummyGenerator.letters(52));
        assertEquals("- BA", DummyGenerator.letters(53));
    }

    @Test
    void labelsNumeralVariantsWithAsManyDigitsAsTheCount() {
        assertEquals("- 7", DummyGenerator.numeral(7, 9));
        assertEquals("- 07", DummyGenerator.numeral(7, 30));
        assertEquals("- 30", DummyGenerator.numeral(30, 30));
        assertEquals("- 007", DummyGenerator.numeral(7, 100));
        assertEquals("- 0007", DummyGenerator.numeral(7, 1000));
    }
}
