package ohol.tui.core.loop;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The one loop under every front-end: next input, then the front-end's reading of it into
 * actions (macros and all), then the game's turn for the actions that are due, then what the
 * game reported, shown by the front-end, then a frame. The game sees resolved actions only; the
 * front-end sees events and draws; nothing calls back up.
 *
 * <p>Thread safety: {@link #run} and {@link #round} run on one thread, which owns the game and the
 * front-end; other threads reach it only through the {@link Mailbox}.
 */
public final class SessionLoop<G, F, A, E> {
    private final Mailbox<G, F> mailbox;
    private final Game<G, A, E> game;
    private final FrontEnd<F, A, E> front;
    private final Macros<A> macros;
    private final LongSupplier clock;

    public SessionLoop(
            Mailbox<G, F> mailbox, Game<G, A, E> game, FrontEnd<F, A, E> front, Macros<A> macros, LongSupplier clock) {
        this.mailbox = mailbox;
        this.game = game;
        this.front = front;
        this.macros = macros;
        this.clock = clock;
    }

    /**
     * The loop as a live game runs it: on the system's clock, its macros pausing for as long as
     * {@code pause} says an action holds back the ones behind it (a script's {@code wait}).
     */
    public static <G, F, A, E> SessionLoop<G, F, A, E> live(
            Mailbox<G, F> mailbox, Game<G, A, E> game, FrontEnd<F, A, E> front, Function<A, OptionalLong> pause) {
        return new SessionLoop<>(mailbox, game, front, new Macros<>(System::nanoTime, pause), System::nanoTime);
    }

    /** Rounds until the front-end is done; between rounds it sleeps on the mailbox. */
    public ExitCode run() throws InterruptedException {
        long wait = round();
        while (front.finished().isEmpty()) {
            if (wait > 0) {
                game.idle();
            }
            Optional<Inbound<G, F>> next = mailbox.next(Math.max(1, wait));
            if (next.isPresent()) {
                take(next.get());
            }
            wait = round();
        }
        return front.finished().get();
    }

    /**
     * One round: everything waiting in the mailbox and what the front-end polls, the actions and
     * work that are due, the events, a frame. Returns nanoseconds until the next round is due.
     */
    public long round() throws InterruptedException {
        for (Optional<Inbound<G, F>> in; front.finished().isEmpty() && (in = mailbox.next(0)).isPresent(); ) {
            take(in.get());
        }
        for (Optional<F> in; front.finished().isEmpty() && (in = front.poll()).isPresent(); ) {
            macros.add(front.read(in.get()));
            runDue();
        }
        runDue();
        long now = clock.getAsLong();
        long frame = front.finished().isPresent() ? Long.MAX_VALUE : front.frame(now);
        runDue(); // a frame may queue what it saw (a notice's follow-up)
        return Math.min(frame, Math.min(game.nanosUntilDue(), macros.nanosUntilDue(game::ready)));
    }

    private void take(Inbound<G, F> in) {
        if (in instanceof Inbound.News<G, F> news) {
            game.take(news.news());
        } else if (in instanceof Inbound.Input<G, F> input) {
            macros.add(front.read(input.input()));
        }
        runDue();
    }

    private void runDue() {
        macros.run(game::ready, a -> front.aim(a).ifPresent(game::perform));
        game.runDue();
        for (E e : game.takeEvents()) {
            front.show(e);
        }
    }
}
