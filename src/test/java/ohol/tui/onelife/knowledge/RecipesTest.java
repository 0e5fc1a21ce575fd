package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checked by hand against the transition files: 33_32 (Stone on Big Hard Rock -> Sharp Stone,
 * the rock stays), 72_80 (Kindling on Burning Tinder -> Fire), 0_125 (bare hand on Clay Deposit
 * -> Clay), 33_126 (Stone on Clay -> Wet Clay Bowl, the stone stays), 284_282 (Wet Bowl in Wooden
 * Tongs on the Firing Adobe Kiln), 283_-1 (Wooden Tongs with Fired Bowl on the ground -> Clay
 * Bowl), 723_121 (@ Rough Cutter, Sharp Stone among its members, on Tule Reeds -> Harvested
 * Tule), 0_123 (bare hand on Harvested Tule -> Reed Bundle), 0_50 and 57_57 (Milkweed ->
 * Milkweed Stalk, two stalks -> Thread), 58_124 (Thread on Reed Bundle -> Basket).
 */
class RecipesTest {
    private static Recipes recipes;

    @BeforeAll
    static void readTheData() {
        recipes = new Recipes(catalog(), book());
    }

    private static Recipes.Step recipe(String name) {
        return recipes.recipe(KnowledgeData.id(name)).orElseThrow();
    }

    private static List<String> names(List<Recipes.Need> needs) {
        return needs.stream().map(Recipes.Need::name).toList();
    }

    private static Recipes.Step stepMaking(Recipes.Step recipe, String name) {
        return recipe.inOrder().stream()
                .filter(s -> s.madeName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no step makes " + name));
    }

    @Test
    void sharpStoneIsAStoneKnappedOnTheBigHardRock() {
        Recipes.Step s = recipe("Sharp Stone");
        assertEquals("Stone", s.actor().name());
        assertEquals("Big Hard Rock", s.target().name());
        assertEquals(List.of("Big Hard Rock"), names(s.tools()));
        assertEquals(List.of("Stone"), names(s.ingredients()));
        assertTrue(s.actor().made().isEmpty() && s.target().made().isEmpty(), "both found in the wild");
        assertEquals(1, s.inOrder().size());
        assertEquals(1.0, recipes.cost(34).orElseThrow());
    }

    @Test
    void fireIsKindlingOnBurningTinder() {
        Recipes.Step fire = recipe("Fire");
        assertEquals(List.of("Kindling", "Burning Tinder"), names(fire.ingredients()));
        assertTrue(fire.tools().isEmpty());
        Recipes.Step tinder = stepMaking(fire, "Burning Tinder");
        assertTrue(tinder.isWait(), "smoldering tinder catches fire with time");
        Recipes.Step kindling = stepMaking(fire, "Kindling");
        assertEquals(List.of("Stone Hatchet"), names(kindling.tools()));
        assertEquals("Fire", fire.inOrder().get(fire.inOrder().size() - 1).madeName(), "the last step makes it");
    }

    @Test
    void clayBowlIsShapedWithAStoneAndFiredInAKiln() {
        Recipes.Step bowl = recipe("Clay Bowl");
        assertEquals("Wooden Tongs with Fired Bowl", bowl.actor().name());
        assertEquals("ground", bowl.target().name());
        assertEquals("Wooden Tongs", bowl.newActorName());
        Recipes.Step wet = stepMaking(bowl, "Wet Clay Bowl");
        assertEquals(List.of("Stone"), names(wet.tools()));
        assertEquals(List.of("Clay"), names(wet.ingredients()));
        Recipes.Step clay = stepMaking(bowl, "Clay");
        assertEquals("bare hand", clay.actor().name());
        assertEquals("Clay Deposit", clay.target().name());
        Recipes.Step fired = stepMaking(bowl, "Wooden Tongs with Fired Bowl");
        assertEquals(List.of("Firing Adobe Kiln"), names(fired.tools()));
    }

    @Test
    void basketIsThreadAndAReedBundle() {
        Recipes.Step basket = recipe("Basket");
        assertEquals(List.of("Thread", "Reed Bundle"), names(basket.ingredients()));
        Recipes.Step harvest = stepMaking(basket, "Harvested Tule");
        assertEquals(List.of("Sharp Stone"), names(harvest.tools()), "a Sharp Stone cuts as @ Rough Cutter");
        assertEquals(List.of("Tule Reeds"), names(harvest.ingredients()));
        long stalks = basket.inOrder().stream()
                .filter(s -> s.madeName().equals("Milkweed Stalk"))
                .count();
        assertEquals(2, stalks, "thread takes two stalks, each picked");
    }

    @Test
    void aToolIsMadeOnceInARecipe() {
        Recipes.Step bowl = recipe("Clay Bowl");
        long hatchets = bowl.inOrder().stream()
                .filter(s -> s.madeName().equals("Stone Hatchet"))
                .count();
        assertEquals(1, hatchets);
    }

    @Test
    void wildThingsNeedNoRecipe() {
        assertTrue(recipes.isWild(33));
        assertTrue(recipes.recipe(33).isEmpty());
        assertEquals(0.0, recipes.cost(33).orElseThrow());
        assertFalse(recipes.isWild(34));
        assertTrue(recipes.recipe(-1).isEmpty() && recipes.recipe(999_999).isEmpty());
    }
}
