package ohol.tui.onelife.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleToIntFunction;
import java.util.function.LongSupplier;
import ohol.tui.onelife.input.ActionExecutor;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.protocol.SpeechRules;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * A life's lines waiting to be said, checked as the server will check them and paced as it
 * takes them.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class Speech {
    /**
     * Time between two lines said. The server takes a line only more than a second after the last
     * (on its clock, as lines arrive); the margin keeps a link's jitter from bringing two closer.
     */
    static final long SAY_GAP_NANOS = SpeechRules.MIN_GAP_NANOS + 150_000_000L;
    /** Lines that may wait to be said; a script past this is told so rather than queueing without end. */
    static final int MAX_WAITING_LINES = 64;

    private final DoubleToIntFunction sayLimit;
    private final World world;
    private final ActionExecutor executor;
    private final Consumer<SessionEvent> report;
    private final LongSupplier clock;
    private final BooleanSupplier mayTalk;
    private final Deque<BodyAction.Say> lines = new ArrayDeque<>();
    private long nextSayNanos;

    /**
     * {@code mayTalk}: whether the server would take a line now (in the game, alive); {@code
     * sayLimit}: how many characters its server keeps at an age.
     */
    Speech(
            World world,
            ActionExecutor executor,
            Consumer<SessionEvent> report,
            LongSupplier clock,
            BooleanSupplier mayTalk,
            DoubleToIntFunction sayLimit) {
        this.sayLimit = sayLimit;
        this.world = world;
        this.executor = executor;
        this.report = report;
        this.clock = clock;
        this.mayTalk = mayTalk;
    }

    /**
     * A line to say, checked as the server will check it and paced: the server drops a SAY
     * within a second of the life's start or of the last line it took, so lines wait their turn
     * here and are said, never lost.
     */
    void speak(BodyAction.Say say) {
        String raised = say.text().toUpperCase(Locale.ROOT).strip();
        for (int i = 0; i < raised.length(); i++) {
            if (!SpeechRules.allowed(raised.charAt(i))) {
                throw new IllegalStateException("the server keeps only A-Z, space and .-,'?! in speech: '"
                        + raised.charAt(i) + "' would be dropped");
            }
        }
        WorldSnapshot now = world.snapshot();
        double age = now.us().map(p -> p.ageAt(now.nanos())).orElse(0.0);
        int limit = sayLimit.applyAsInt(age);
        if (lines.size() >= MAX_WAITING_LINES) {
            throw new IllegalStateException("already " + MAX_WAITING_LINES + " lines waiting to be said");
        }
        if (raised.length() > limit) {
            raised = raised.substring(0, limit).strip();
            report.accept(new SessionEvent.Cut(say, raised, limit, (int) Math.floor(age)));
        }
        lines.add(new BodyAction.Say(raised));
        release();
    }

    /** Says the next waiting line when the server will take it. */
    void release() {
        long now = clock.getAsLong();
        while (!lines.isEmpty() && mayTalk.getAsBoolean() && now >= nextSayNanos) {
            executor.perform(lines.poll());
            nextSayNanos = now + SAY_GAP_NANOS;
        }
    }

    /** The life has begun: its first line waits as a line after another would. */
    void holdFirstLine() {
        nextSayNanos = clock.getAsLong() + SAY_GAP_NANOS;
    }

    /** Every waiting line is answered as not said, with {@code why}. */
    void abandon(String why) {
        while (!lines.isEmpty()) {
            report.accept(new SessionEvent.Failed(lines.poll(), why, false));
        }
    }

    boolean waiting() {
        return !lines.isEmpty();
    }

    /** Nanoseconds until the next waiting line may be said; {@code Long.MAX_VALUE} when none waits. */
    long nanosUntilNext() {
        return lines.isEmpty() ? Long.MAX_VALUE : Math.max(0, nextSayNanos - clock.getAsLong());
    }
}
