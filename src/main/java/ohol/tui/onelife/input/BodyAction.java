package ohol.tui.onelife.input;

import java.util.Optional;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.world.Position;

/** Actions of our own body: speech, eating, clothing, emotions, questions to the server. */
public sealed interface BodyAction extends Action {
    <R> R accept(Handler<R> handler);

    @Override
    default <R> R accept(Families<R> families) {
        return families.body(this);
    }

    /** One method per body action. */
    interface Handler<R> {
        R on(Say a);

        R on(Self a);

        R on(RemoveFromClothing a);

        R on(Jump a);

        R on(Die a);

        R on(Emote a);

        R on(Ask a);
    }

    /** Speak a line. */
    record Say(String text) implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        @Override
        public String whyUnanswered() {
            return "the server did not say it: it drops a line within a second of the last, and from the dead";
        }
    }

    /** Use what we hold on ourselves: eat it, put it on; with empty hands take off clothing {@code slot}. */
    record Self(int clothingSlot) implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Take item {@code index} out of the worn clothing in {@code clothingSlot}. */
    record RemoveFromClothing(int clothingSlot, int index) implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }
    }

    /** Jump out of arms (a baby). */
    record Jump() implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }
    }

    /** Sudden infant death (a held baby). */
    record Die() implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }
    }

    /** Show emotion number {@code index}. */
    record Emote(int index) implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        @Override
        public String whyUnanswered() {
            return "the server did not show it: after 10 emotes in a minute it ignores emotes for 2 minutes";
        }
    }

    /** Ask the server one of the spoken-coordinate questions. */
    record Ask(Question question) implements BodyAction {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public boolean answeredQuietly() {
            return true;
        }

        /** The server answers {@code ORDR} only when a leader of ours has given an order. */
        @Override
        public Optional<String> silenceAnswers(Position tile) {
            return question == Question.ORDR
                    ? Optional.of("No order: the server answers only when a leader of yours has given one")
                    : Optional.empty();
        }
    }

    /** Questions that need no target: our leader, property, leader's order, mother; and unfollow. */
    enum Question {
        LEAD(AtPosition.Kind.LEAD, "where is my leader"),
        UNFOL(AtPosition.Kind.UNFOL, "stop following your leader"),
        PROP(AtPosition.Kind.PROP, "where is my property"),
        ORDR(AtPosition.Kind.ORDR, "what did my leader order"),
        MOTH(AtPosition.Kind.MOTH, "where is my mother");

        private final AtPosition.Kind command;
        private final String summary;

        Question(AtPosition.Kind command, String summary) {
            this.command = command;
            this.summary = summary;
        }

        /** The command that asks it. */
        public AtPosition.Kind command() {
            return command;
        }

        /** What it asks, in the player's words, as the help shows it. */
        public String summary() {
            return summary;
        }
    }
}
