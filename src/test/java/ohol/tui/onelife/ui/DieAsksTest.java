package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ctrl-D ends a baby's life for good: the screen asks first, as quit does (issue 20, item 13). */
class DieAsksTest {
    private static List<String> deaths(UiHarness ui) {
        return ui.sent.stream().filter(s -> s.startsWith("DIE")).toList();
    }

    @Test
    void aBabyIsAskedBeforeItDiesAndNoMeansNo() {
        UiHarness baby = UiHarness.withData(80, 24).play("baby-child.cap");
        baby.sent.clear();

        baby.press("<c-d>");
        assertTrue(baby.screenText().contains("Really die? (y/n)"), baby.screenText());
        assertEquals(List.of(), deaths(baby), "nothing is sent before the answer");

        baby.press("n");
        assertFalse(baby.screenText().contains("Really die?"), baby.screenText());
        assertEquals(List.of(), deaths(baby), "no means no");

        baby.press("<c-d>", "y");
        assertEquals(List.of("DIE 0 0#"), deaths(baby), "yes sends the death, once");
        assertFalse(baby.screenText().contains("Really die?"), baby.screenText());
    }
}
