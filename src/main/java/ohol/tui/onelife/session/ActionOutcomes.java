package ohol.tui.onelife.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Watches what the server makes of each action we send. The server answers every action it
 * reads with a {@code PU} about us in the same step, within a round trip (1-2 ms on loopback,
 * measured against the official server), whether it did anything or not; so the first frame
 * with our {@code PU} after a command tells: what changed, in words, or that nothing did, with
 * the likely reason. No answer at all within {@link #ANSWER_NANOS} means the server dropped it.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class ActionOutcomes {
    /**
     * How long to wait for the server's answer. It answers in the same step it reads an action,
     * so anything beyond a slow link's round trip means it dropped the command unread.
     */
    static final long ANSWER_NANOS = 5_000_000_000L;
    /** Actions watched at once; more are answered as unknown (a flood of keys, a script gone wild). */
    static final int MAX_PENDING = 32;

    private record Pending(
            Action action,
            Position tile,
            ClientCommand command,
            GameObject heldBefore,
            Optional<Cell> cellBefore,
            double age,
            long sentNanos) {}

    private final ObjectCatalog catalog;
    private final Supplier<TransitionBook> transitions;
    private final Consumer<SessionEvent> report;
    private final Deque<Pending> pending = new ArrayDeque<>();

    ActionOutcomes(ObjectCatalog catalog, Supplier<TransitionBook> transitions, Consumer<SessionEvent> report) {
        this.catalog = catalog;
        this.transitions = transitions;
        this.report = report;
    }

    void sent(Action action, Position tile, ClientCommand command, String wire, WorldSnapshot before) {
        if (pending.size() >= MAX_PENDING) {
            pending.removeFirst();
        }
        Optional<Person> us = before.us();
        pending.add(new Pending(
                action,
                tile,
                command,
                us.map(Person::held).orElse(GameObject.NOTHING),
                before.cell(tile.x(), tile.y()),
                us.map(p -> p.ageAt(before.nanos())).orElse(0.0),
                before.nanos()));
        report.accept(new SessionEvent.Sent(action, command.toWire(), wire));
    }

    /** After each frame: one answer per PU about us, oldest action first; silence past the limit is reported. */
    void afterFrame(WorldSnapshot after, boolean aboutUs) {
        if (aboutUs && !pending.isEmpty()) {
            judge(pending.removeFirst(), after);
        }
        expire(after.nanos());
    }

    /** Answers every action still waiting: no answer will come now. */
    void abandon(String why) {
        while (!pending.isEmpty()) {
            report.accept(new SessionEvent.Failed(pending.removeFirst().action(), why, true));
        }
    }

    void expire(long now) {
        while (!pending.isEmpty() && now - pending.peekFirst().sentNanos() > ANSWER_NANOS) {
            Pending p = pending.removeFirst();
            report.accept(new SessionEvent.Failed(
                    p.action(),
                    "no answer from the server: it dropped the command"
                            + " (it ignores actions while we walk, are held, or owe it a FORCE)",
                    true));
        }
    }

    private void judge(Pending p, WorldSnapshot after) {
        GameObject heldAfter = after.us().map(Person::held).orElse(GameObject.NOTHING);
        Optional<Cell> cellAfter = after.cell(p.tile().x(), p.tile().y());
        GameObject thereBefore = p.cellBefore().map(Cell::object).orElse(GameObject.NOTHING);
        GameObject thereAfter = cellAfter.map(Cell::object).orElse(GameObject.NOTHING);
        if (heldAfter.equals(p.heldBefore()) && thereAfter.equals(thereBefore)) {
            report.accept(new SessionEvent.Failed(
                    p.action(),
                    "nothing happened: "
                            + new LikelyReason(catalog, transitions.get())
                                    .why(p.action(), p.heldBefore(), thereBefore, p.age()),
                    true));
            return;
        }
        if (p.action() instanceof ohol.tui.onelife.input.BodyAction.Self
                && heldAfter.isEmpty()
                && !p.heldBefore().isEmpty()) {
            boolean food =
                    catalog.find(p.heldBefore().id()).map(d -> d.isFood()).orElse(false);
            report.accept(new SessionEvent.Done(
                    p.action(),
                    (food ? "You ate the " : "You put on the ")
                            + catalog.displayName(p.heldBefore().id())));
            return;
        }
        report.accept(new SessionEvent.Done(
                p.action(),
                new ChangeText(catalog, Family.of(after, catalog)::who)
                        .describe(p.heldBefore(), heldAfter, thereBefore, thereAfter)));
    }
}
