package ohol.tui.crossfire.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the account login's answers: {@code accountplayers} (a count byte the server does not
 * keep to, then for each character fields of a length byte, a kind byte and the value, ending
 * with a 0 length, as the server's {@code send_account_players} writes them) and
 * {@code failure COMMAND REASON}.
 */
final class AccountReader {
    /** Most characters kept: the server allows far fewer an account. */
    static final int MAX_CHARACTERS = 64;

    private static final int NAME = 1;
    private static final int CLASS = 2;
    private static final int RACE = 3;
    private static final int LEVEL = 4;
    private static final int MAP = 7;
    private static final int PARTY = 6;

    private AccountReader() {}

    static ServerMessage.AccountPlayers accountPlayers(Cursor in) throws Malformed {
        List<AccountCharacter> characters = new ArrayList<>();
        if (in.remaining() == 0) {
            return new ServerMessage.AccountPlayers(characters);
        }
        in.u8("accountplayers count");
        Fields f = new Fields();
        while (in.remaining() > 0) {
            int length = in.u8("accountplayers field length");
            if (length == 0) {
                if (!f.name.isEmpty() && characters.size() < MAX_CHARACTERS) {
                    characters.add(new AccountCharacter(f.name, f.race, f.characterClass, f.level, f.map, f.party));
                }
                f = new Fields();
                continue;
            }
            int kind = in.u8("accountplayers field kind");
            if (kind == LEVEL && length == 3) {
                f.level = in.u16("accountplayers level");
                continue;
            }
            String value = in.text(length - 1, "accountplayers field");
            switch (kind) {
                case NAME -> f.name = value;
                case CLASS -> f.characterClass = value;
                case RACE -> f.race = value;
                case MAP -> f.map = value;
                case PARTY -> f.party = value;
                default -> {} // the face's name and number: a text client draws no faces here
            }
        }
        return new ServerMessage.AccountPlayers(characters);
    }

    static ServerMessage.Failure failure(String text) {
        int space = text.indexOf(' ');
        return space < 0
                ? new ServerMessage.Failure(text, "")
                : new ServerMessage.Failure(text.substring(0, space), text.substring(space + 1));
    }

    private static final class Fields {
        String name = "";
        String race = "";
        String characterClass = "";
        String map = "";
        String party = "";
        int level;
    }
}
