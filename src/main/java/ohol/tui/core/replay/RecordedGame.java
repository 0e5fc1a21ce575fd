package ohol.tui.core.replay;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import ohol.tui.core.loop.Game;

/**
 * A game of one connection with what its loop does to it told to a {@link Recorder}: each piece
 * of news it takes, each action it does (in the game's action language; an action the language
 * does not say, or says only without its secret, as {@code words} gives it). The replay does the
 * same to the same session in the same order.
 *
 * <p>Thread safety: as the game's, the loop's thread.
 */
public final class RecordedGame<G, A, E> implements Game<G, A, E> {
    /** Its connection's number: a game of one connection has life 1 only. */
    static final int LIFE = 1;

    private final Game<G, A, E> game;
    private final Recorder recorder;
    private final Function<A, Optional<String>> words;

    public RecordedGame(Game<G, A, E> game, Recorder recorder, Function<A, Optional<String>> words) {
        this.game = game;
        this.recorder = recorder;
        this.words = words;
    }

    @Override
    public void take(G news) {
        recorder.took(LIFE);
        game.take(news);
    }

    @Override
    public boolean ready(A action) {
        return game.ready(action);
    }

    @Override
    public void perform(A action) {
        words.apply(action).ifPresent(w -> recorder.acted(LIFE, w));
        game.perform(action);
    }

    @Override
    public void runDue() {
        game.runDue();
    }

    @Override
    public long nanosUntilDue() {
        return game.nanosUntilDue();
    }

    @Override
    public List<E> takeEvents() {
        return game.takeEvents();
    }

    @Override
    public void idle() {
        game.idle();
    }
}
