package ohol.tui.crossfire.session;

import java.util.List;
import ohol.tui.core.net.CloseReason;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.world.StatSheet;

/** What the session reports to a front-end; every text in it is already cleaned. */
public sealed interface CrossfireEvent {
    <R> R accept(Handler<R> handler);

    /** One method per event: a new event fails to compile until every front-end shows it. */
    interface Handler<R> {
        R onAsked(Asked e);

        R onPlaying(Playing e);

        R onMessage(Message e);

        R onStatsChanged(StatsChanged e);

        R onItemsChanged(ItemsChanged e);

        R onSpellsChanged(SpellsChanged e);

        R onSkillsChanged(SkillsChanged e);

        R onMagicMapped(MagicMapped e);

        R onSent(Sent e);

        R onDone(Done e);

        R onFailed(Failed e);

        R onSkipped(Skipped e);

        R onCharacters(Characters e);

        R onLoginFailed(LoginFailed e);

        R onClosed(Closed e);
    }

    /** The server asked something; {@code answered} when the client answered by itself (login). */
    record Asked(String text, int flags, boolean answered) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onAsked(this);
        }
    }

    /** The character is in the world: actions go through from now on. */
    record Playing(String name) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onPlaying(this);
        }
    }

    /** A message for the player: colour (the {@code NDI_} index), kind and words, one line each. */
    record Message(int colour, int type, int subtype, List<String> lines) implements CrossfireEvent {
        public Message {
            lines = List.copyOf(lines);
        }

        public <R> R accept(Handler<R> h) {
            return h.onMessage(this);
        }
    }

    record StatsChanged(StatSheet stats) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onStatsChanged(this);
        }
    }

    /** What lies on the player's cell or what the player carries changed ({@code where}: ground or inventory). */
    record ItemsChanged(String where, List<Item> items) implements CrossfireEvent {
        public ItemsChanged {
            items = List.copyOf(items);
        }

        public <R> R accept(Handler<R> h) {
            return h.onItemsChanged(this);
        }
    }

    /** The spells the character knows, or their costs, changed. */
    record SpellsChanged(List<ohol.tui.crossfire.protocol.Spell> spells) implements CrossfireEvent {
        public SpellsChanged {
            spells = List.copyOf(spells);
        }

        public <R> R accept(Handler<R> h) {
            return h.onSpellsChanged(this);
        }
    }

    /** The skills the character has, or their levels or experience, changed. */
    record SkillsChanged(List<ohol.tui.crossfire.world.Skill> skills) implements CrossfireEvent {
        public SkillsChanged {
            skills = List.copyOf(skills);
        }

        public <R> R accept(Handler<R> h) {
            return h.onSkillsChanged(this);
        }
    }

    /** The server sent a magic map (the character read a scroll of magic mapping, or cast it). */
    record MagicMapped(ohol.tui.crossfire.protocol.ServerMessage.MagicMap map) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onMagicMapped(this);
        }
    }

    record Sent(PlayerAction action) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onSent(this);
        }
    }

    /** The server did the action; {@code answer} in its words when it said something. */
    record Done(PlayerAction action, String answer) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onDone(this);
        }
    }

    /**
     * The action was not done, and why: {@code sent}, it went to the server, which failed it or
     * never answered; not, the client refused it unsent.
     */
    record Failed(PlayerAction action, String reason, boolean sent) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onFailed(this);
        }
    }

    /** Something from the server could not be read and was skipped. */
    record Skipped(String description) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onSkipped(this);
        }
    }

    /** The account login: the account's characters, as the server listed them. */
    record Characters(List<ohol.tui.crossfire.protocol.AccountCharacter> characters) implements CrossfireEvent {
        public Characters {
            characters = List.copyOf(characters);
        }

        public <R> R accept(Handler<R> h) {
            return h.onCharacters(this);
        }
    }

    record LoginFailed(String reason) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onLoginFailed(this);
        }
    }

    record Closed(CloseReason reason) implements CrossfireEvent {
        public <R> R accept(Handler<R> h) {
            return h.onClosed(this);
        }
    }
}
