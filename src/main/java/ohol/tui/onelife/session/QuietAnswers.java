package ohol.tui.onelife.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Kill;
import ohol.tui.onelife.protocol.server.BabyWiggle;
import ohol.tui.onelife.protocol.server.Flip;
import ohol.tui.onelife.protocol.server.GraveOld;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.StatueInfo;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldEvent;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Answers the actions whose PU about us, if any, does not say what came of them (server.cpp): a
 * line said with the same line back ({@code PS}); a question ({@code LEAD}, {@code MOTH},
 * {@code UNFOL}, {@code PROP}) with a line it says for us; an emote with our {@code PE}; a jump
 * with our {@code BW} wiggle or the PU that puts us down; a baby's {@code DIE} with its death; a
 * kill with our aiming face (or the victim's death); a flip with our {@code FL}; {@code GRAVE}
 * with {@code GO} and {@code OWNER} with {@code OW}. {@code ORDR} is answered only when a leader
 * gave an order and {@code STATUE} only where a statue stands, so their silence is an answer
 * too. Anything else unanswered after {@link #ANSWER_NANOS} was dropped by the server.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class QuietAnswers {
    /** The server answers these in the step it reads them; a few seconds cover a slow link. */
    static final long ANSWER_NANOS = 3_000_000_000L;
    /** Actions watched at once; older ones are let go (a script sending emotes in a loop). */
    static final int MAX_PENDING = 32;

    /** {@code heldBy}: who held us when a jump was sent (empty for anything else). */
    private record Pending(Action action, Position tile, ClientCommand command, long sentNanos, OptionalInt heldBy) {
        /** Whom a kill aims at. */
        int victim() {
            return command instanceof Kill k ? k.playerId().orElse(-1) : -1;
        }
    }

    /** The face a killer makes when the server starts its kill (contentSettings killEmotionIndex). */
    static final int AIMING_EMOTION = 16;

    private final ObjectCatalog catalog;
    private final Consumer<SessionEvent> report;
    private final Deque<Pending> pending = new ArrayDeque<>();

    QuietAnswers(ObjectCatalog catalog, Consumer<SessionEvent> report) {
        this.catalog = catalog;
        this.report = report;
    }

    /** Whether the answer to {@code action} is watched here rather than read from our next PU. */
    static boolean watches(Action action) {
        return action.answeredQuietly();
    }

    /** {@code tile}: the tile asked about, our own for actions of the body. */
    void sent(Action action, Position tile, ClientCommand command, String wire, WorldSnapshot before) {
        if (pending.size() >= MAX_PENDING) {
            pending.removeFirst();
        }
        OptionalInt heldBy = action instanceof BodyAction.Jump ? holderOfUs(before) : OptionalInt.empty();
        pending.add(new Pending(action, tile, command, before.nanos(), heldBy));
        report.accept(new SessionEvent.Sent(action, command.toWire(), wire));
    }

    /** Whether {@code message} may answer an action, as it comes (before its frame ends). */
    static boolean mayAnswer(ServerMessage message) {
        return message instanceof BabyWiggle
                || message instanceof Flip
                || message instanceof GraveOld
                || message instanceof OwnerList
                || message instanceof StatueInfo;
    }

    /** A message that may answer an action ({@link #mayAnswer}), with the world as it is. */
    void heard(ServerMessage message, Supplier<WorldSnapshot> world) {
        if (pending.isEmpty()) {
            return;
        }
        WorldSnapshot now = world.get();
        OptionalInt us = now.ourId();
        if (message instanceof BabyWiggle wiggle
                && us.isPresent()
                && wiggle.playerIds().contains(us.getAsInt())) {
            answerFirst(
                    BodyAction.Jump.class,
                    p -> p.heldBy().isPresent()
                            ? "You wiggle in "
                                    + Family.of(now, catalog).who(p.heldBy().getAsInt())
                                    + "'s arms: a baby under a year old cannot get free of its mother"
                            : "You wiggle: too young to stand up");
        } else if (message instanceof Flip flip && us.isPresent()) {
            for (Flip.Facing f : flip.facings()) {
                if (f.playerId() == us.getAsInt()) {
                    answerFirst(TileAction.Flip.class, p -> "You turn to face " + (f.faceLeft() ? "left" : "right"));
                }
            }
        } else if (message instanceof GraveOld grave) {
            answerInspection(
                    TileAction.Inspection.GRAVE, grave.x(), grave.y(), InspectionText.grave(grave, now.ourPosition()));
        } else if (message instanceof OwnerList owners) {
            answerInspection(
                    TileAction.Inspection.OWNER,
                    owners.x(),
                    owners.y(),
                    InspectionText.owners(owners, Family.of(now, catalog)::who, now.ourPosition()));
        } else if (message instanceof StatueInfo statue) {
            answerInspection(
                    TileAction.Inspection.STATUE,
                    statue.x(),
                    statue.y(),
                    InspectionText.statue(statue, now.ourPosition()));
        }
    }

    /** After each frame: its events and the world after it. */
    void afterFrame(List<WorldEvent> events, WorldSnapshot after) {
        if (pending.isEmpty()) {
            return;
        }
        Family family = Family.of(after, catalog); // people as every sentence calls them
        for (WorldEvent e : events) {
            if (e instanceof WorldEvent.Said s && s.us()) {
                boolean asked = answerFirst(
                        BodyAction.Ask.class,
                        p -> answers(((BodyAction.Ask) p.action()).question(), s) ? family.sentence(s) : null);
                if (!asked && !isServersLine(s)) {
                    answerFirst(BodyAction.Say.class, p -> family.sentence(s));
                }
            } else if (e instanceof WorldEvent.Emoted m && m.us()) {
                answerFirst(
                        BodyAction.Emote.class,
                        p -> ((BodyAction.Emote) p.action()).index() == m.index()
                                ? family.sentence(m)
                                : null); // the server's own emotes on us (hunger, a wound) answer nothing
            } else if (e instanceof WorldEvent.Died d && d.us()) {
                answerFirst(BodyAction.Die.class, p -> family.sentence(d));
            } else if (e instanceof WorldEvent.Died d) {
                answerFirst(TileAction.Kill.class, p -> p.victim() == d.playerId() ? family.sentence(d) : null);
            }
            if (e instanceof WorldEvent.Emoted m && m.us() && m.index() == AIMING_EMOTION) {
                answerFirst(
                        TileAction.Kill.class,
                        p -> "You take aim at " + family.who(p.victim())
                                + ": the blow falls once they are within your weapon's reach");
            }
        }
        answerFirst(
                BodyAction.Jump.class,
                p -> p.heldBy().isPresent() && holderOfUs(after).isEmpty()
                        ? "You jumped down from " + family.who(p.heldBy().getAsInt()) + "'s arms"
                        : null);
        expire(after.nanos());
    }

    /** Answers every action still waiting: no answer will come now. */
    void abandon(String why) {
        while (!pending.isEmpty()) {
            report.accept(new SessionEvent.Failed(pending.removeFirst().action(), why, true));
        }
    }

    void expire(long now) {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending p = it.next();
            if (now - p.sentNanos() <= ANSWER_NANOS) {
                continue;
            }
            it.remove();
            silence(p);
        }
    }

    private void silence(Pending p) {
        Action a = p.action();
        report.accept(a.silenceAnswers(p.tile())
                .<SessionEvent>map(words -> new SessionEvent.Done(a, words))
                .orElseGet(() -> new SessionEvent.Failed(a, a.whyUnanswered(), true)));
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

    /** A line the server says in our name ({@code +NO LEADER+}, a pointer), not one we said. */
    private static boolean isServersLine(WorldEvent.Said said) {
        String t = said.text().strip();
        return said.pointsAt().isPresent() || t.length() >= 2 && t.startsWith("+") && t.endsWith("+");
    }

    private void answerInspection(TileAction.Inspection what, int x, int y, String words) {
        answerFirst(
                TileAction.Inspect.class,
                p -> ((TileAction.Inspect) p.action()).what() == what
                                && p.tile().x() == x
                                && p.tile().y() == y
                        ? words
                        : null);
    }

    private interface Answer {
        /** The words of the answer, or null when this is not one. */
        String words(Pending p);
    }

    /** Answers the oldest action of {@code kind} that this is an answer to; false when it answers none. */
    private boolean answerFirst(Class<? extends Action> kind, Answer answer) {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending p = it.next();
            if (kind.isInstance(p.action())) {
                String words = answer.words(p);
                if (words != null) {
                    it.remove();
                    report.accept(new SessionEvent.Done(p.action(), words));
                    return true;
                }
            }
        }
        return false;
    }

    private OptionalInt holderOfUs(WorldSnapshot world) {
        return world.ourId().isPresent()
                ? Family.of(world, catalog).holderOf(world.ourId().getAsInt())
                : OptionalInt.empty();
    }
}
