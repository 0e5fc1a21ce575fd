package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.stream.Collectors;
import ohol.tui.Captures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every object id that appears in any capture resolves to a name and a parent in the real data
 * (version 437, the one the captures were made with), dummies included.
 */
class CaptureObjectIdsTest {
    private static ObjectCatalog catalog;
    private static CapturedObjectIds ids;

    @BeforeAll
    static void load() throws IOException {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), LoadProgress.NONE);
        ids = CapturedObjectIds.inAllCaptures();
    }

    @Test
    void everyObjectIdInTheCapturesHasANameAndAParent() {
        assertEquals(List.of(), ids.problems(), "the captures decode cleanly");

        Map<Integer, SortedSet<String>> seen = ids.seen();
        String unknown = seen.keySet().stream()
                .filter(id -> !catalog.contains(id))
                .map(id -> id + " (" + String.join(", ", seen.get(id)) + ")")
                .collect(Collectors.joining("\n"));
        assertEquals("", unknown, "ids the data does not know");

        String listing = seen.keySet().stream()
                .map(id -> id + " " + catalog.displayName(id)
                        + (catalog.parentOf(id) != id ? " <- " + catalog.parentOf(id) : ""))
                .collect(Collectors.joining("\n"));
        for (int id : seen.keySet()) {
            assertTrue(!catalog.displayName(id).isBlank(), "a name for " + id);
            assertTrue(catalog.contains(catalog.parentOf(id)), "a known parent for " + id);
        }
        assertEquals(EXPECTED, listing + "\n");
    }

    @Test
    void learnedToolListsPutEachToolsUseDummiesRightAfterIt() {
        // The server lists a learned tool followed by its use dummies, taken from its own object
        // bank: an independent check that our numbering is the server's.
        var lists = ids.learnedTools();
        assertTrue(!lists.isEmpty());
        int dummiesChecked = 0;
        for (var list : lists) {
            int i = 0;
            while (i < list.size()) {
                ObjectDefinition tool = catalog.find(list.get(i)).orElseThrow();
                assertEquals(Origin.Kind.FILE, tool.origin().kind(), "a group starts with a tool: " + list);
                List<Integer> dummies = catalog.all().stream()
                        .filter(o -> o.origin().kind() == Origin.Kind.USE_DUMMY
                                && o.origin().parentId() == tool.id())
                        .map(ObjectDefinition::id)
                        .toList();
                assertEquals(tool.numUses() > 1 ? tool.numUses() - 1 : 0, dummies.size());
                int end = Math.min(list.size(), i + 1 + dummies.size());
                assertEquals(dummies, list.subList(i + 1, end), "after " + tool.id() + " in " + list);
                dummiesChecked += dummies.size();
                i = end;
            }
        }
        assertTrue(dummiesChecked >= 60, "checked " + dummiesChecked);
    }

    /** The ids, as {@code id name [<- parent]}: the list the issue asks for, checked whole. */
    private static final String EXPECTED =
            """
            19 Female001 D
            30 Wild Gooseberry Bush
            32 Big Hard Rock
            33 Stone
            36 Seeding Wild Carrot
            40 Wild Carrot
            49 Juniper Tree
            50 Milkweed
            51 Flowering Milkweed
            63 Maple Tree
            65 Lombardy Poplar Tree
            71 Stone Hatchet
            74 Fire Bow Drill
            85 Hot Coals
            87 Fresh Grave
            88 Grave
            100 White Pine Tree with Needles
            107 Stakes
            121 Tule Reeds
            125 Clay Deposit
            133 Flint
            136 Sapling
            152 Bow and Arrow
            153 Yew Tree
            161 Rabbit Hole
            164 Rabbit Hole
            165 Rabbit Hole
            166 Rabbit Hole
            192 Needle and Thread
            211 Fertile Soil Deposit
            242 Ripe Wheat
            250 Hot Adobe Oven
            282 Firing Adobe Kiln
            291 Flat Rock
            334 Steel Axe
            350 Female003 D
            351 Female004 C
            353 Female006 C
            418 Wolf
            441 Smithing Hammer
            458 Steel File
            461 Bow Saw
            462 Steel Adze
            467 Mallet
            474 Flint-tipped Bow Drill
            502 Shovel
            527 Willow Tree
            530 Bald Cypress Tree
            531 Mouflon
            560 Knife
            568 Shears
            583 Knitting Needles
            630 Bear Cave
            674 Limestone
            684 Steel Mining Pick
            713 Indigo
            714 Rose Madder
            767 Lasso
            804 Burdock
            805 Wild Onion
            808 Wild Onion
            850 Stone Hoe
            857 Steel Hoe
            942 Muddy Iron Vein
            1007 Female009 D
            1009 Female011 C
            1013 Wild Rose with Fruit
            1107 Teosinte
            1126 Needle and Ball of Thread
            1140 Wild Potato
            1157 Wild Bean Plant
            1184 Wild Squash Plant
            1203 Wild Cabbage
            1261 Canada Goose Pond with Egg
            1368 Sterilized Knife
            1378 Sterile Wool Pad
            1435 Bison
            1617 Charcoal Pencil
            1624 Bow and Arrow with Note
            1628 Female013 F
            1874 Wild Mango Tree
            2094 Baited Fishing Pole
            2135 Rubber Tree
            2141 Oil Palm
            2142 Banana Plant
            2143 Banana
            2156 Mosquito Swarm
            2174 Turkey
            2238 Firing Newcomen Hammer
            2242 Newcomen Hammer with Charcoal
            2271 Firing Newcomen Bore
            2275 Newcomen Bore with Charcoal
            2277 Firing Newcomen Roller
            2283 Newcomen Roller with Charcoal
            2357 Firing Newcomen Lathe
            2360 Newcomen Lathe with Charcoal
            2388 Dry Diesel Water Pump
            2395 Crude Car with Empty Tank
            2404 Female016 A
            2462 Female017 F
            2464 Female018 A
            2498 Firing Newcomen Drill
            2501 Newcomen Drill with Charcoal
            2503 Draw Plate
            2515 Calamine
            2575 Blowpipe
            2681 Loom with Warp
            2700 Crude Airplane with Empty Tank
            2704 Crude Airplane on Landing Strip
            2765 Sugarcane
            2800 Wild Tomato Plant
            2804 Wild Pepper Plant
            2809 Net
            2997 Empty Camera
            3030 Natural Spring
            3047 War Sword
            3112 Tarr Monument
            3129 Ready Diesel Mining Pick
            3295 Permanent Map with Mallet
            3297 Charcoal Map with Mallet
            3887 Jungle Expert Way Stone
            4221 Wild Cucumber Plant
            4239 Seeding Wild Dill
            4252 Wild Garlic
            4269 Bay Tree
            4272 Rubber Tree with Pepper Vine
            4950 Original Methman Monument
            4954 Methman Monument Plans with Mallet
            5028 Stone Hatchet <- 71
            5029 Stone Hatchet <- 71
            5030 Stone Hatchet <- 71
            5031 Stone Hatchet <- 71
            5079 Steel Axe <- 334
            5080 Steel Axe <- 334
            5081 Steel Axe <- 334
            5082 Steel Axe <- 334
            5113 Smithing Hammer <- 441
            5114 Smithing Hammer <- 441
            5115 Smithing Hammer <- 441
            5116 Smithing Hammer <- 441
            5121 Steel File <- 458
            5122 Steel File <- 458
            5123 Steel File <- 458
            5124 Bow Saw <- 461
            5125 Bow Saw <- 461
            5126 Bow Saw <- 461
            5127 Bow Saw <- 461
            5128 Steel Adze <- 462
            5129 Steel Adze <- 462
            5130 Steel Adze <- 462
            5131 Steel Adze <- 462
            5144 Mallet <- 467
            5145 Mallet <- 467
            5146 Mallet <- 467
            5147 Mallet <- 467
            5159 Shovel <- 502
            5160 Shovel <- 502
            5161 Shovel <- 502
            5162 Shovel <- 502
            5183 Mouflon <- 531
            5184 Mouflon <- 531
            5185 Mouflon <- 531
            5186 Mouflon <- 531
            5187 Mouflon <- 531
            5188 Mouflon <- 531
            5189 Mouflon <- 531
            5190 Mouflon <- 531
            5191 Mouflon <- 531
            5192 Mouflon <- 531
            5193 Mouflon <- 531
            5194 Mouflon <- 531
            5195 Mouflon <- 531
            5196 Mouflon <- 531
            5197 Mouflon <- 531
            5198 Mouflon <- 531
            5245 Shears <- 568
            5246 Shears <- 568
            5247 Shears <- 568
            5248 Shears <- 568
            5428 Steel Mining Pick <- 684
            5429 Steel Mining Pick <- 684
            5430 Steel Mining Pick <- 684
            5431 Steel Mining Pick <- 684
            5447 Stone Hoe <- 850
            5448 Stone Hoe <- 850
            5449 Stone Hoe <- 850
            5450 Stone Hoe <- 850
            5451 Steel Hoe <- 857
            5452 Steel Hoe <- 857
            5453 Steel Hoe <- 857
            5454 Steel Hoe <- 857
            5600 Needle and Ball of Thread <- 1126
            5601 Needle and Ball of Thread <- 1126
            5602 Needle and Ball of Thread <- 1126
            5603 Needle and Ball of Thread <- 1126
            5604 Needle and Ball of Thread <- 1126
            5866 Bison <- 1435
            5867 Bison <- 1435
            7257 Permanent Map with Mallet <- 3295
            7258 Permanent Map with Mallet <- 3295
            7259 Permanent Map with Mallet <- 3295
            7260 Permanent Map with Mallet <- 3295
            7261 Charcoal Map with Mallet <- 3297
            7262 Charcoal Map with Mallet <- 3297
            7263 Charcoal Map with Mallet <- 3297
            7264 Charcoal Map with Mallet <- 3297
            9895 Methman Monument Plans with Mallet <- 4954
            9896 Methman Monument Plans with Mallet <- 4954
            9897 Methman Monument Plans with Mallet <- 4954
            9898 Methman Monument Plans with Mallet <- 4954
            """;
}
