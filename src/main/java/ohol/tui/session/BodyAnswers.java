package ohol.tui.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.BodyAction;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.server.BabyWiggle;
import ohol.tui.world.EventText;
import ohol.tui.world.Family;
import ohol.tui.world.WorldEvent;
import ohol.tui.world.WorldSnapshot;

/**
 * Answers the body actions the server answers without a PU about us (server.cpp): a question
 * ({@code LEAD}, {@code MOTH}, {@code UNFOL}, {@code PROP}) with a line of speech of its own; an
 * emote with our {@code PE}; a jump with our {@code BW} wiggle or the PU that puts us down; a
 * baby's {@code DIE} with our death. {@code ORDR} is answered only when a leader gave an order,
 * so its silence is an answer too. Anything else unanswered after {@link #ANSWER_NANOS} was
 * dropped by the server.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class BodyAnswers {
    /** The server answers these in the step it reads them; a few seconds cover a slow link. */
    static final long ANSWER_NANOS = 3_000_000_000L;
    /** Actions watched at once; older ones are let go (a script sending emotes in a loop). */
    static final int MAX_PENDING = 32;

    private record Pending(BodyAction action, long sentNanos, OptionalInt heldBy) {}

    private final ObjectCatalog catalog;
    private final Consumer<SessionEvent> report;
    private final Deque<Pending> pending = new ArrayDeque<>();

    BodyAnswers(ObjectCatalog catalog, Consumer<SessionEvent> report) {
        this.catalog = catalog;
        this.report = report;
    }

    void sent(BodyAction action, ClientCommand command, WorldSnapshot before) {
        if (pending.size() >= MAX_PENDING) {
            pending.removeFirst();
        }
        pending.add(new Pending(action, before.nanos(), holderOfUs(before)));
        report.accept(new SessionEvent.Sent(action, command.toWire()));
    }

    /** A {@code BW} as it came: with our id it answers a jump. */
    void wiggled(BabyWiggle wiggle, WorldSnapshot now) {
        if (now.ourId().isPresent() && wiggle.playerIds().contains(now.ourId().getAsInt())) {
            answerFirst(
                    BodyAction.Jump.class,
                    p -> p.heldBy().isPresent()
                            ? "You wiggle in " + now.nameOf(p.heldBy().getAsInt())
                                    + "'s arms: a baby under a year old cannot get free of its mother"
                            : "You wiggle: too young to stand up");
        }
    }

    /** After each frame: its events and the world after it. */
    void afterFrame(List<WorldEvent> events, WorldSnapshot after) {
        for (WorldEvent e : events) {
            if (e instanceof WorldEvent.Said s && s.us()) {
                answerFirst(
                        BodyAction.Ask.class,
                        p -> answers(((BodyAction.Ask) p.action()).question(), s) ? EventText.sentence(s) : null);
            } else if (e instanceof WorldEvent.Emoted m && m.us()) {
                answerFirst(
                        BodyAction.Emote.class,
                        p -> ((BodyAction.Emote) p.action()).index() == m.index()
                                ? EventText.sentence(m)
                                : null); // the server's own emotes on us (hunger, a wound) answer nothing
            } else if (e instanceof WorldEvent.Died d && d.us()) {
                answerFirst(BodyAction.Die.class, p -> EventText.sentence(d));
            }
        }
        if (holderOfUs(after).isEmpty()) {
            answerFirst(
                    BodyAction.Jump.class,
                    p -> p.heldBy().isPresent()
                            ? "You jumped down from " + after.nameOf(p.heldBy().getAsInt()) + "'s arms"
                            : null);
        }
        expire(after.nanos());
    }

    void expire(long now) {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending p = it.next();
            if (now - p.sentNanos() <= ANSWER_NANOS) {
                continue;
            }
            it.remove();
            if (p.action() instanceof BodyAction.Ask a && a.question() == BodyAction.Question.ORDR) {
                report.accept(new SessionEvent.Done(
                        p.action(), "No order: the server answers only when a leader of yours has given one"));
            } else {
                report.accept(new SessionEvent.Failed(p.action(), whySilent(p.action())));
            }
        }
    }

    private static String whySilent(BodyAction action) {
        if (action instanceof BodyAction.Emote) {
            return "the server did not show it: after 10 emotes in a minute it ignores emotes for 2 minutes";
        }
        return "no answer from the server: it dropped the command";
    }

    /**
     * Whether a line said for us is the server's answer to {@code question}, as server.cpp words
     * them (the pointer already cut off the line): {@code +NO LEADER+}, {@code +EXILED+},
     * {@code MY LORD *leader 5 *map 3 4}, {@code I AM THE LORD OF MY FOLLOWERS},
     * {@code +NO MOTHER+}, {@code MY MOTHER EVE *mother 5 *map 3 4}, {@code +NO PROPERTY+},
     * {@code MY 'BIG ROCK' PROPERTY *prop 0 *map 3 4}.
     */
    private static boolean answers(BodyAction.Question question, WorldEvent.Said said) {
        String t = said.text().strip();
        boolean points = said.pointsAt().isPresent();
        return switch (question) {
            case LEAD -> t.equals("+NO LEADER+")
                    || t.equals("+EXILED+")
                    || points && t.startsWith("MY ")
                    || t.startsWith("I AM THE ") && t.endsWith(" OF MY FOLLOWERS");
            case UNFOL -> t.equals("+NO LEADER+");
            case MOTH -> t.equals("+NO MOTHER+") || points && t.startsWith("MY MOTHER");
            case PROP -> t.equals("+NO PROPERTY+") || points && t.endsWith("PROPERTY");
            case ORDR -> false; // an order comes as a message to all of a leader's followers
        };
    }

    private interface Answer {
        /** The words of the answer, or null when this is not yet one. */
        String words(Pending p);
    }

    /** Answers the oldest action of {@code kind} that this is an answer to. */
    private void answerFirst(Class<? extends BodyAction> kind, Answer answer) {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending p = it.next();
            if (kind.isInstance(p.action())) {
                String words = answer.words(p);
                if (words != null) {
                    it.remove();
                    report.accept(new SessionEvent.Done(p.action(), words));
                    return;
                }
            }
        }
    }

    private OptionalInt holderOfUs(WorldSnapshot world) {
        return world.ourId().isPresent()
                ? Family.of(world, catalog).holderOf(world.ourId().getAsInt())
                : OptionalInt.empty();
    }
}
