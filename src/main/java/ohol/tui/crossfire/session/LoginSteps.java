package ohol.tui.crossfire.session;

import java.util.Locale;
import java.util.Optional;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.protocol.ClientCommand;

/**
 * Answers the server's login questions (the query login of {@code loginmethod 0}, as the GTK
 * client's player answers them): the name, the password (twice for a new character); a new
 * character's stats and outlook are the player's to choose when {@link #leaveCreationToPlayer}
 * was called (the screen), else the first rolled stats are kept and the first outlook taken. The server asks again for the name after a
 * wrong password or a refused name: that ends the login rather than asking forever.
 */
final class LoginSteps {
    /** How many times the password is given: a new character's password is asked twice. */
    static final int MAX_PASSWORDS = 2;

    /** What to do with a question. */
    sealed interface Step {
        record Answer(ClientCommand.Reply reply) implements Step {}

        record Refused(String reason) implements Step {}

        record Ask() implements Step {}
    }

    private final String name;
    private final Secret password;
    private int names;
    private int passwords;
    private boolean playerCreates;

    LoginSteps(String name, Secret password) {
        this.name = name;
        this.password = password;
    }

    void leaveCreationToPlayer() {
        playerCreates = true;
    }

    void answerCreation() {
        playerCreates = false;
    }

    /** A new character's step that {@code question} asks, if it asks one. */
    static Optional<CreationStep> creationStep(String question) {
        String q = question.toLowerCase(Locale.ROOT);
        if (q.contains("roll again")) {
            return Optional.of(CreationStep.ROLL);
        }
        if (q.contains("choose a character") || q.contains("play this race")) {
            return Optional.of(CreationStep.OUTLOOK);
        }
        return Optional.empty();
    }

    Step next(String question, Optional<String> lastMessage) {
        String q = question.toLowerCase(Locale.ROOT);
        if (q.contains("what is your name")) {
            if (names++ > 0) {
                return new Step.Refused(lastMessage.orElse("the server asked for the name again"));
            }
            return new Step.Answer(new ClientCommand.Reply(name, false));
        }
        if (q.contains("password")) {
            if (passwords++ >= MAX_PASSWORDS) {
                return new Step.Refused(lastMessage.orElse("the server asked for the password again"));
            }
            return new Step.Answer(new ClientCommand.Reply(password.reveal(), true));
        }
        Optional<CreationStep> creation = creationStep(question);
        if (creation.isPresent() && !playerCreates) {
            return new Step.Answer(new ClientCommand.Reply(creation.get() == CreationStep.ROLL ? "n" : "d", false));
        }
        return new Step.Ask();
    }
}
