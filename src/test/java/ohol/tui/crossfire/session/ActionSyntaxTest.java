package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client's own verbs never hide the server's commands: {@code drop all} dropped whatever item
 * had "all" in its name (a spellbook, which the server then destroyed), and {@code pickup} never
 * reached the server's pickup modes.
 */
class ActionSyntaxTest {
    private static PlayerAction one(String line) {
        List<PlayerAction> actions = ActionSyntax.parseLine(line);
        assertEquals(1, actions.size(), line);
        return actions.get(0);
    }

    @Test
    void theServersDropAndPickupFormsGoToTheServerAsTyped() {
        for (String line : new String[] {
            "drop all", "drop ALL", "drop cursed", "drop 3 arrows", "pickup", "pickup 4", "pickup +food"
        }) {
            assertEquals(new PlayerAction.ServerCommand(line), one(line), line);
        }
    }

    @Test
    void namesAreTheClientsOwnVerbs() {
        assertEquals(new PlayerAction.Drop("gold coins"), one("drop gold coins"));
        assertEquals(new PlayerAction.Drop("ball"), one("drop ball"));
        assertEquals(new PlayerAction.PickUp("food ration"), one("pickup food ration"));
        assertEquals(new PlayerAction.PickUp(""), one("take"));
    }
}
