package ohol.tui.crossfire.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ohol.tui.core.net.Secret;
import org.junit.jupiter.api.Test;

/**
 * The account login's messages as the 1.75 server writes them ({@code send_account_players},
 * {@code failure ...}; the empty list and the failures are the bytes it sent) and the commands
 * as it reads them ({@code decode_name_password}, {@code create_player_cmd}).
 */
class AccountMessagesTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** One field as {@code add_char_field} writes it: length (kind byte and text), kind, text. */
    private static void field(ByteArrayOutputStream out, int kind, String text) {
        out.write(text.length() + 1);
        out.write(kind);
        out.writeBytes(ascii(text));
    }

    @Test
    void theServersEmptyListOfANewAccountReads() throws Malformed {
        assertEquals(new ServerMessage.AccountPlayers(List.of()), ServerMessages.parse(ascii("accountplayers \u0000")));
    }

    @Test
    void aListedCharacterReadsWithItsRaceClassLevelAndMap_andOneAddedByNameOnly() throws Malformed {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(ascii("accountplayers "));
        out.write(2);
        field(out, 1, "Accone");
        field(out, 2, "Monk");
        field(out, 3, "Dwarf");
        field(out, 5, "dwarf_player.111");
        field(out, 7, "/start/Nexus");
        out.writeBytes(new byte[] {3, 4, 0, 12}); // level 12
        out.writeBytes(new byte[] {3, 8, 0x11, 0x70}); // the face's number
        out.write(0);
        field(out, 1, "Older");
        out.write(0);
        assertEquals(
                new ServerMessage.AccountPlayers(List.of(
                        new AccountCharacter("Accone", "Dwarf", "Monk", 12, "/start/Nexus", ""),
                        new AccountCharacter("Older", "", "", 0, "", ""))),
                ServerMessages.parse(out.toByteArray()));
    }

    @Test
    void aFieldLongerThanTheFrameIsMalformed() {
        byte[] frame = ascii("accountplayers \u0001\u0030\u0001Acc");
        try {
            ServerMessages.parse(frame);
            throw new AssertionError("read past the frame");
        } catch (Malformed expected) {
            assertTrue(expected.getMessage().contains("accountplayers"), expected.getMessage());
        }
    }

    @Test
    void theServersFailuresSayWhichCommandAndWhy() throws Malformed {
        assertEquals(
                new ServerMessage.Failure("accountlogin", "No such account name exists on this server"),
                ServerMessages.parse(ascii("failure accountlogin No such account name exists on this server")));
        assertEquals(
                new ServerMessage.Failure("accountplay", "Character Nobody is not associated with account acctone"),
                ServerMessages.parse(
                        ascii("failure accountplay Character Nobody is not associated with account acctone")));
    }

    @Test
    void accountCommandsAreLengthPrefixedAndTheirPasswordsNeverLogged() {
        Secret pw = new Secret("pw123");
        assertArrayEquals(
                ascii("accountlogin \u0009probeacct\u0005pw123"),
                new ClientCommand.AccountLogin("probeacct", pw).body());
        assertArrayEquals(ascii("accountnew \u0003abc\u0005pw123"), new ClientCommand.AccountNew("abc", pw).body());
        assertArrayEquals(ascii("accountplay Accone"), new ClientCommand.AccountPlay("Accone").body());
        for (ClientCommand c : List.of(
                new ClientCommand.AccountLogin("probeacct", pw),
                new ClientCommand.AccountNew("abc", pw),
                new ClientCommand.CreatePlayer("Accone", pw, List.of("race dwarf_player")))) {
            assertFalse(c.logged().contains("pw123"), c.logged());
            assertFalse(c.toString().contains("pw123"), c.toString());
        }
    }

    @Test
    void createplayersFieldsAreEachALengthTheTextAndANul() {
        byte[] body = new ClientCommand.CreatePlayer(
                        "Accone", new Secret("pw123"), List.of("race dwarf_player", "Str 12"))
                .body();
        assertArrayEquals(
                ascii("createplayer \u0006Accone\u0005pw123\u0012race dwarf_player\u0000\u0007Str 12\u0000"), body);
    }
}
