package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.input.KeyStroke;
import org.junit.jupiter.api.Test;

/** The chat line and the name prompts, typed into on Lanterna's virtual terminal, edit as a shell does. */
class PromptEditingTest {
    private static void ctrl(UiHarness ui, char c) {
        ui.terminal.addInput(new KeyStroke(c, true, false));
        ui.tick();
    }

    @Test
    void ctrlWInTheChatLineDeletesAWordAndNothingIsSaidOfIt() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.sent.clear();
        ui.press("t").type("hello there");
        ctrl(ui, 'w');
        assertTrue(ui.row(23).startsWith("Say 6/59: HELLO _ "), ui.row(23));

        ctrl(ui, 'a');
        ui.type("oh ");
        assertTrue(ui.row(23).startsWith("Say 9/59: OH HELLO  "), ui.row(23));
        int cursor = "Say 9/59: OH ".length();
        assertTrue(
                ui.terminal.getBufferCharacter(cursor, 23).getModifiers().contains(SGR.REVERSE),
                "the cursor is on the H of HELLO");
        ctrl(ui, 'k');
        assertTrue(ui.row(23).startsWith("Say 3/59: OH _"), ui.row(23));
        ctrl(ui, 'u');
        ui.type("bye");
        ui.press("<enter>");
        assertEquals(java.util.List.of("SAY 0 0 BYE#"), ui.sent);

        ui.press("t", "<up>");
        assertTrue(ui.row(23).startsWith("Say 3/59: BYE_"), "Up brings back what was said: " + ui.row(23));
    }

    @Test
    void theSearchPromptEditsTheSameWayAndRemembersItsOwnLines() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press("/").type("berry bush");
        ctrl(ui, 'w');
        assertTrue(ui.screenText().contains("Search: berry _"), ui.screenText());
        ui.press("<esc>", "t", "<up>");
        assertTrue(ui.row(23).startsWith("Say 0/59: _"), "the search's lines are not the chat's: " + ui.row(23));
    }
}
