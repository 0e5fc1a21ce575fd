package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.input.InputDecoder;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Mouse reports decode as mouse actions, SGR and X10 alike; none leaks out as keys. */
class SgrMouseTest {
    private static List<KeyStroke> decode(String input, boolean sgr) throws Exception {
        InputDecoder decoder = new InputDecoder(new StringReader(input));
        decoder.addProfile(new com.googlecode.lanterna.input.DefaultKeyDecodingProfile());
        if (sgr) {
            decoder.addProfile(SgrMouse.profile());
        }
        List<KeyStroke> keys = new ArrayList<>();
        for (KeyStroke k; (k = decoder.getNextCharacter(false)) != null && k.getKeyType() != KeyType.EOF; ) {
            keys.add(k);
        }
        return keys;
    }

    @Test
    void pressReleaseAndScrollInSgrAreMouseActionsOnly() throws Exception {
        List<KeyStroke> keys =
                decode("\u001b[<0;47;10M\u001b[<0;47;10m\u001b[<64;5;5M\u001b[<65;5;5M\u001b[<2;1;1Mx", true);
        assertEquals(6, keys.size(), keys.toString());
        MouseAction press = assertInstanceOf(MouseAction.class, keys.get(0));
        assertEquals(MouseActionType.CLICK_DOWN, press.getActionType());
        assertEquals(1, press.getButton());
        assertEquals(new TerminalPosition(46, 9), press.getPosition());
        assertEquals(MouseActionType.CLICK_RELEASE, ((MouseAction) keys.get(1)).getActionType());
        assertEquals(MouseActionType.SCROLL_UP, ((MouseAction) keys.get(2)).getActionType());
        assertEquals(MouseActionType.SCROLL_DOWN, ((MouseAction) keys.get(3)).getActionType());
        assertEquals(3, ((MouseAction) keys.get(4)).getButton(), "button 2 in SGR is the right button");
        assertEquals(
                List.of(new KeyStroke('x', false, false)),
                keys.stream().filter(k -> !(k instanceof MouseAction)).toList(),
                "no keys but the x");
    }

    @Test
    void withoutThePatternAnSgrReleaseFallsApartIntoKeys() throws Exception {
        List<KeyStroke> keys = decode("\u001b[<0;47;10m", false);
        assertNull(
                keys.stream().filter(k -> k instanceof MouseAction).findFirst().orElse(null));
        assertEquals(true, keys.size() > 1, "what the player would have got: " + keys);
    }

    @Test
    void x10ReportsStillDecodeAsMouseActions() throws Exception {
        // X10: ESC [ M, then button+32, column+33, row+33
        List<KeyStroke> keys = decode(
                "\u001b[M" + (char) 32 + (char) (33 + 46) + (char) (33 + 9) + "\u001b[M" + (char) (32 + 3)
                        + (char) (33 + 46) + (char) (33 + 9),
                true);
        assertEquals(2, keys.size(), keys.toString());
        assertEquals(MouseActionType.CLICK_DOWN, ((MouseAction) keys.get(0)).getActionType());
        assertEquals(MouseActionType.CLICK_RELEASE, ((MouseAction) keys.get(1)).getActionType());
    }
}
