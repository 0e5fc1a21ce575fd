package ohol.tui.onelife.narrate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ohol.tui.onelife.sight.Hunger;
import org.junit.jupiter.api.Test;

/** The newborn of the real birth capture, narrated (it is born with 2 of its 4 food): it is told that its mother feeds it, never to eat (it cannot). */
class BabyNarrationTest {
    @Test
    void aStarvingBabyIsToldItsMotherFeedsIt() {
        NarrationReplay baby = NarrationReplay.of("baby-child.cap");
        List<String> lines = baby.said.stream().map(NarrationReplay.Line::text).toList();
        String starving = lines.stream()
                .filter(l -> l.startsWith("You are starving"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line on hunger: " + lines));
        assertTrue(starving.endsWith("food 2 of 4. A" + Hunger.FED_BY_MOTHER.substring(1) + "."), starving);
        assertFalse(lines.stream().anyMatch(l -> l.contains("Eat now")), lines.toString());
    }
}
