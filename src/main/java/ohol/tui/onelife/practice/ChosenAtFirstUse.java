package ohol.tui.onelife.practice;

import java.util.Optional;
import java.util.function.Supplier;
import ohol.tui.onelife.data.TransitionBook;

/**
 * The game's transitions when there are any, else the built-in one, chosen when first asked
 * (on the world's thread): the game's may still be being read when the world starts, and a
 * USE before they are waits for them rather than playing by other rules.
 */
final class ChosenAtFirstUse implements PracticeTransitions {
    private final Supplier<TransitionBook> book;
    private final PracticeTransitions builtIn;
    private PracticeTransitions chosen;

    ChosenAtFirstUse(Supplier<TransitionBook> book, PracticeTransitions builtIn) {
        this.book = book;
        this.builtIn = builtIn;
    }

    @Override
    public Optional<Change> find(int actor, int target) {
        if (chosen == null) {
            TransitionBook read = book.get();
            chosen = read.size() > 0 ? fromBook(read) : builtIn;
        }
        return chosen.find(actor, target);
    }

    private static PracticeTransitions fromBook(TransitionBook book) {
        return (actor, target) ->
                book.find(actor, target).map(t -> new Change(Math.max(0, t.newActor()), Math.max(0, t.newTarget())));
    }
}
