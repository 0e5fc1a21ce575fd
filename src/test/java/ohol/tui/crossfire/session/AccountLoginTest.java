package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.protocol.AccountCharacter;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.Test;

/** The account login ({@code loginmethod 2}) against the 1.75 server's answers, as seen on the wire. */
class AccountLoginTest {
    private static final Secret PASSWORD = new Secret("acctpass123");
    private static final String RACES = "race_list |dwarf_player|elf_player|human_player|pl_dragon";
    private static final String CLASSES = "class_list |monk_class|priest_class|warrior_class";
    /** The server's {@code replyinfo newcharinfo}, its lines a length byte, the text and a NUL. */
    private static final String INFO = "newcharinfo\n\u000cV points 84\u0000\u0011V statrange 3 18\u0000"
            + "'V statname Str Dex Con Wis Cha Int Pow\u0000\u0013R race requestinfo\u0000";

    private static final List<String> SETUP_REPLY =
            List.of("map2cmd", "1", "newmapcmd", "1", "facecache", "1", "extendedTextInfos", "1", "itemcmd", "2");

    private final List<ClientCommand> sent = new ArrayList<>();
    private boolean hungUp;

    private CrossfireSession session(LoginMode mode, Optional<String> race, Optional<String> characterClass) {
        CrossfireSession s = new CrossfireSession(
                new Login(mode, "acctone", "Accone", PASSWORD, race, characterClass),
                new Link() {
                    public void send(ClientCommand command) {
                        sent.add(command);
                    }

                    public void hangUp() {
                        hungUp = true;
                    }
                },
                () -> 0L,
                "test");
        s.start();
        return s;
    }

    private CrossfireSession session(LoginMode mode) {
        return session(mode, Optional.empty(), Optional.empty());
    }

    private static void hear(CrossfireSession s, ServerMessage m) {
        s.take(new NetEvent.Received<>(m));
    }

    private static ServerMessage.Setup setupReply(String loginMethod) {
        List<String> words = new ArrayList<>(SETUP_REPLY);
        words.addAll(List.of("loginmethod", loginMethod));
        return new ServerMessage.Setup(words);
    }

    @Test
    void anUnknownAccountIsCreatedThenItsCharacterWithTheServersFirstRaceAndClass() {
        CrossfireSession s = session(LoginMode.AUTO);
        assertEquals(List.of(new ClientCommand.Version("test"), ClientCommand.Setup.ACCOUNT_CLIENT), sent);
        hear(s, setupReply("2"));
        assertEquals(new ClientCommand.AccountLogin("acctone", PASSWORD), sent.get(2));
        hear(s, new ServerMessage.Failure("accountlogin", "No such account name exists on this server"));
        assertEquals(new ClientCommand.AccountNew("acctone", PASSWORD), sent.get(3));
        hear(s, new ServerMessage.AccountPlayers(List.of()));
        assertTrue(s.takeEvents().contains(new CrossfireEvent.Characters(List.of())));
        assertEquals(
                List.of(
                        new ClientCommand.RequestInfo("race_list"),
                        new ClientCommand.RequestInfo("class_list"),
                        new ClientCommand.RequestInfo("newcharinfo")),
                sent.subList(4, 7));
        hear(s, new ServerMessage.ReplyInfo(RACES));
        hear(s, new ServerMessage.ReplyInfo(CLASSES));
        assertEquals(7, sent.size(), "nothing before the three answers: " + sent);
        hear(s, new ServerMessage.ReplyInfo(INFO));
        assertEquals(
                new ClientCommand.CreatePlayer(
                        "Accone",
                        PASSWORD,
                        List.of(
                                "race dwarf_player",
                                "class monk_class",
                                "Str 12",
                                "Dex 12",
                                "Con 12",
                                "Wis 12",
                                "Cha 12",
                                "Int 12",
                                "Pow 12")),
                sent.get(7));
        // the server names the new character by its race until addme_success: it plays as Accone
        hear(s, new ServerMessage.Player(2366, 0, 4540, "dwarf"));
        hear(s, new ServerMessage.Stats(List.of()));
        assertFalse(s.playing(), "not before addme_success");
        hear(s, new ServerMessage.AddmeSuccess());
        assertTrue(s.playing());
        assertTrue(s.takeEvents().contains(new CrossfireEvent.Playing("Accone")));
    }

    /**
     * On the screen the new character is the player's: the server's lists become a form (the race
     * asked for first), nothing is sent until the player creates it, and what is sent is theirs;
     * points not all given, or a race the server lacks, are refused with why.
     */
    @Test
    void onTheScreenTheNewCharacterWaitsForThePlayersForm() {
        CrossfireSession s = session(LoginMode.ACCOUNT, Optional.of("elf"), Optional.empty());
        s.leaveCreationToPlayer();
        hear(s, setupReply("2"));
        hear(s, new ServerMessage.AccountPlayers(List.of()));
        hear(s, new ServerMessage.ReplyInfo(RACES));
        hear(s, new ServerMessage.ReplyInfo(CLASSES));
        hear(s, new ServerMessage.ReplyInfo(INFO));
        int before = sent.size();
        CharacterForm form = s.characterForm().orElseThrow();
        assertEquals(List.of("elf_player", "dwarf_player", "human_player", "pl_dragon"), form.races());
        assertEquals(List.of("Str", "Dex", "Con", "Wis", "Cha", "Int", "Pow"), form.stats());
        assertEquals(84, form.points());
        assertEquals(before, sent.size(), "nothing sent before the player creates it");
        var tooFew = new PlayerAction.CreateCharacter("elf_player", "priest_class", List.of(3, 12, 12, 12, 12, 12, 12));
        assertTrue(s.ready(tooFew));
        s.perform(tooFew);
        assertEquals(before, sent.size());
        assertTrue(s.takeEvents().toString().contains("9 points still to give"), "answered with why");
        s.perform(new PlayerAction.CreateCharacter("orc_player", "priest_class", List.of(12, 12, 12, 12, 12, 12, 12)));
        assertEquals(before, sent.size(), "a race the server lacks");
        s.perform(new PlayerAction.CreateCharacter("elf_player", "priest_class", List.of(18, 6, 12, 12, 12, 12, 12)));
        assertEquals(
                new ClientCommand.CreatePlayer(
                        "Accone",
                        PASSWORD,
                        List.of(
                                "race elf_player",
                                "class priest_class",
                                "Str 18",
                                "Dex 6",
                                "Con 12",
                                "Wis 12",
                                "Cha 12",
                                "Int 12",
                                "Pow 12")),
                sent.get(before));
        assertTrue(s.characterForm().isEmpty(), "the form is done");
    }

    @Test
    void theRaceAndClassAskedForAreTakenByTheirShortNames() {
        CrossfireSession s = session(LoginMode.ACCOUNT, Optional.of("Human"), Optional.of("warrior"));
        hear(s, setupReply("2"));
        hear(s, new ServerMessage.AccountPlayers(List.of()));
        hear(s, new ServerMessage.ReplyInfo(RACES));
        hear(s, new ServerMessage.ReplyInfo(CLASSES));
        hear(s, new ServerMessage.ReplyInfo(INFO));
        ClientCommand.CreatePlayer create = (ClientCommand.CreatePlayer) sent.get(sent.size() - 1);
        assertEquals(
                List.of("race human_player", "class warrior_class"),
                create.fields().subList(0, 2));
    }

    @Test
    void aRaceTheServerHasNotEndsTheLoginNamingItsRaces() {
        CrossfireSession s = session(LoginMode.ACCOUNT, Optional.of("hobbit"), Optional.empty());
        hear(s, setupReply("2"));
        hear(s, new ServerMessage.AccountPlayers(List.of()));
        hear(s, new ServerMessage.ReplyInfo(RACES));
        hear(s, new ServerMessage.ReplyInfo(CLASSES));
        hear(s, new ServerMessage.ReplyInfo(INFO));
        assertTrue(s.loginFailed());
        assertTrue(hungUp);
        assertTrue(
                s.takeEvents().stream()
                        .anyMatch(e -> e instanceof CrossfireEvent.LoginFailed f
                                && f.reason().contains("hobbit")
                                && f.reason().contains("human_player")),
                "the refusal names the races");
    }

    @Test
    void aListedCharacterIsPlayedByTheServersSpellingOfItsName() {
        CrossfireSession s = session(LoginMode.AUTO);
        hear(s, setupReply("2"));
        List<AccountCharacter> listed = List.of(
                new AccountCharacter("Other", "Elf", "Priest", 3, "/scorn/town", ""),
                new AccountCharacter("ACCONE", "Dwarf", "Monk", 12, "/start/Nexus", ""));
        hear(s, new ServerMessage.AccountPlayers(listed));
        assertEquals(new ClientCommand.AccountPlay("ACCONE"), sent.get(sent.size() - 1));
        assertTrue(s.takeEvents().contains(new CrossfireEvent.Characters(listed)));
    }

    @Test
    void aWrongPasswordEndsTheLoginWithTheServersWords() {
        CrossfireSession s = session(LoginMode.AUTO);
        hear(s, setupReply("2"));
        hear(s, new ServerMessage.Failure("accountlogin", "Incorrect password for account"));
        assertTrue(s.loginFailed());
        assertTrue(hungUp);
        assertTrue(s.takeEvents().contains(new CrossfireEvent.LoginFailed("Incorrect password for account")));
    }

    @Test
    void aServerWithoutTheAccountLoginGetsTheQuestionsUnlessTheAccountWasAskedFor() {
        CrossfireSession auto = session(LoginMode.AUTO);
        hear(auto, setupReply("FALSE"));
        assertEquals(List.of(new ClientCommand.Setup("loginmethod 0"), new ClientCommand.AddMe()), sent.subList(2, 4));
        hear(auto, new ServerMessage.Query(0, "What is your name?\n:"));
        assertEquals(new ClientCommand.Reply("Accone", false), sent.get(4));

        sent.clear();
        CrossfireSession account = session(LoginMode.ACCOUNT);
        hear(account, setupReply("FALSE"));
        assertTrue(account.loginFailed());
        assertEquals(2, sent.size(), "nothing more sent: " + sent);
    }

    @Test
    void theQueryLoginIsAsBefore() {
        session(LoginMode.QUERY);
        assertEquals(
                List.of(new ClientCommand.Version("test"), ClientCommand.Setup.TEXT_CLIENT, new ClientCommand.AddMe()),
                sent);
    }

    @Test
    void aCharacterListTooLongOrUncleanIsCappedAndCleaned() {
        CrossfireSession s = session(LoginMode.AUTO);
        hear(s, setupReply("2"));
        hear(
                s,
                new ServerMessage.AccountPlayers(
                        List.of(new AccountCharacter("Bad\u001b[2Jname", "Elf", "", 1, "", ""))));
        CrossfireEvent.Characters c = s.takeEvents().stream()
                .filter(CrossfireEvent.Characters.class::isInstance)
                .map(CrossfireEvent.Characters.class::cast)
                .findFirst()
                .orElseThrow();
        assertFalse(c.characters().get(0).name().contains("\u001b"), c.toString());
    }
}
