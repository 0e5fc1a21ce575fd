package ohol.tui.crossfire.session;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.crossfire.protocol.AccountCharacter;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;

/**
 * The account login ({@code loginmethod 2}) as the GTK client walks it: {@code accountlogin};
 * an account the server does not know is created ({@code accountnew}), as the query login
 * creates a character on its first login; from the server's list of the account's characters
 * the one named is played ({@code accountplay}), else it is created ({@code createplayer}, with
 * the race, class and stats {@link NewCharacter} makes of the server's lists). When the server
 * does not take {@code loginmethod 2}, {@code AUTO} falls back to the query login ({@code addme}).
 */
final class AccountSteps {
    /** What the session does next. */
    sealed interface Step {
        /** Nothing more to do. */
        record Wait() implements Step {}

        /** The server listed the account's characters. */
        record Listed(List<AccountCharacter> characters) implements Step {}

        record Refused(String reason) implements Step {}

        /** A new character waits for the player's choices. */
        record Form(CharacterForm form) implements Step {}
    }

    private final Login login;
    private final Link link;
    private final NewCharacter newCharacter = new NewCharacter();
    private boolean decided;
    private boolean created;
    private boolean playerCreates;
    private Optional<CharacterForm> form = Optional.empty();
    private Optional<String> chosen = Optional.empty();

    AccountSteps(Login login, Link link) {
        this.login = login;
        this.link = link;
    }

    /** Asks for the account login; the server's {@code setup} answer says if it takes it. */
    void start(String clientName) {
        link.send(new ClientCommand.Version(clientName));
        link.send(ClientCommand.Setup.ACCOUNT_CLIENT);
    }

    Step take(ServerMessage m) {
        if (m instanceof ServerMessage.Setup s) {
            return setup(s.words());
        } else if (m instanceof ServerMessage.Failure f) {
            return failure(f);
        } else if (m instanceof ServerMessage.AccountPlayers a) {
            return listed(a.characters());
        } else if (m instanceof ServerMessage.ReplyInfo r) {
            return replyInfo(r.text());
        }
        return new Step.Wait();
    }

    /** The character played or created, once asked for. */
    Optional<String> chosen() {
        return chosen;
    }

    private Step setup(List<String> words) {
        int at = words.indexOf("loginmethod");
        if (decided || at < 0 || at + 1 >= words.size()) {
            return new Step.Wait();
        }
        decided = true;
        if (words.get(at + 1).equals("2")) {
            link.send(new ClientCommand.AccountLogin(login.account(), login.password()));
            return new Step.Wait();
        }
        if (login.mode() == LoginMode.ACCOUNT) {
            return new Step.Refused("the server has no account login (it answered loginmethod " + words.get(at + 1)
                    + "): try --login query");
        }
        link.send(new ClientCommand.Setup("loginmethod 0"));
        link.send(new ClientCommand.AddMe());
        return new Step.Wait();
    }

    private Step failure(ServerMessage.Failure f) {
        if (f.failed().equals("accountlogin")
                && f.reason().toLowerCase(Locale.ROOT).contains("no such account")) {
            link.send(new ClientCommand.AccountNew(login.account(), login.password()));
            return new Step.Wait();
        }
        return new Step.Refused(f.reason().isBlank() ? "the server refused " + f.failed() : f.reason());
    }

    private Step listed(List<AccountCharacter> characters) {
        Optional<AccountCharacter> mine = characters.stream()
                .filter(c -> c.name().equalsIgnoreCase(login.name()))
                .findFirst();
        if (mine.isPresent()) {
            chosen = Optional.of(mine.get().name());
            link.send(new ClientCommand.AccountPlay(mine.get().name()));
        } else if (!created) {
            created = true;
            link.send(new ClientCommand.RequestInfo(NewCharacter.RACES));
            link.send(new ClientCommand.RequestInfo(NewCharacter.CLASSES));
            link.send(new ClientCommand.RequestInfo(NewCharacter.INFO));
        }
        return new Step.Listed(characters);
    }

    /** The new character's race, class and stats are the player's to choose (the screen's form). */
    void leaveCreationToPlayer() {
        playerCreates = true;
    }

    /** Creates the character the form waits for with the player's choices, or says why not. */
    Optional<String> create(String race, String characterClass, int[] values) {
        if (form.isEmpty()) {
            return Optional.of("no new character is waiting to be made");
        }
        CharacterForm f = form.get();
        if (!f.races().contains(race) || !f.classes().contains(characterClass)) {
            return Optional.of("the server has no such race or class");
        }
        Optional<String> refusal = f.refusal(values);
        if (refusal.isPresent()) {
            return refusal;
        }
        List<String> fields = new java.util.ArrayList<>(List.of("race " + race, "class " + characterClass));
        for (int i = 0; i < values.length; i++) {
            fields.add(f.stats().get(i) + " " + values[i]);
        }
        form = Optional.empty();
        chosen = Optional.of(login.name());
        link.send(new ClientCommand.CreatePlayer(login.name(), login.password(), fields));
        return Optional.empty();
    }

    private Step replyInfo(String text) {
        if (!created || !newCharacter.take(text) || !newCharacter.complete()) {
            return new Step.Wait();
        }
        if (playerCreates) {
            if (form.isPresent()) {
                return new Step.Wait();
            }
            NewCharacter.FormOrRefusal asked = newCharacter.form(login.race(), login.characterClass());
            if (asked.refusal().isPresent()) {
                return new Step.Refused(asked.refusal().get());
            }
            form = asked.form();
            return new Step.Form(form.get());
        }
        NewCharacter.Result r = newCharacter.fields(login.race(), login.characterClass());
        if (r instanceof NewCharacter.Result.Refused refused) {
            return new Step.Refused(refused.reason());
        }
        chosen = Optional.of(login.name());
        link.send(new ClientCommand.CreatePlayer(
                login.name(), login.password(), ((NewCharacter.Result.Fields) r).fields()));
        return new Step.Wait();
    }
}
