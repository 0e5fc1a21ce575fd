package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.core.narrate.Said;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.session.ActionWords;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.world.Emotions;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Obituary;
import ohol.tui.onelife.world.Relation;
import ohol.tui.onelife.world.WorldEvent;

/**
 * What the narration says of each thing the session reports: speech with who and where, news of
 * us and our kin, what our actions did or why not; the rest as routine lines the pace may fold.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Narrator implements SessionEvent.Handler<List<Said>> {
    private final GameSession session;
    private final Replies replies;
    private final Body body = new Body();

    Narrator(GameSession session, Replies replies) {
        this.session = session;
        this.replies = replies;
    }

    @Override
    public List<Said> on(SessionEvent.Received e) {
        return List.of();
    }

    @Override
    public List<Said> on(SessionEvent.Happened e) {
        Family family = session.family();
        WorldEvent event = e.event();
        if (event instanceof WorldEvent.StatsChanged stats) {
            double age = family.world()
                    .us()
                    .map(p -> p.ageAt(family.world().nanos()))
                    .orElse(Double.MAX_VALUE);
            return body.changed(stats.stats(), age < Hunger.FEEDS_ITSELF_AGE).stream()
                    .map(Said::concerning)
                    .toList();
        }
        if (event instanceof WorldEvent.Said said) {
            return List.of(Said.speech(speech(said, family)));
        }
        if (event instanceof WorldEvent.Emoted emoted && (emoted.us() || emoted.index() < 0)) {
            return List.of(); // our own face we know; an emotion's end is no news
        }
        if (event instanceof WorldEvent.Emoted emoted) {
            String line = Family.capitalized(Spoken.words(family.who(emoted.playerId()))) + " shows "
                    + Emotions.word(emoted.index()).toLowerCase(Locale.ROOT);
            return List.of(aboutUsOrKin(event, family) ? Said.concerning(line) : Said.routine(line));
        }
        if (event instanceof WorldEvent.Died died && died.us()) {
            if (session.quitting()) {
                // a server that ends a life that leaves (2015's did) tells it as we go: no news
                // to a player who is leaving, and no new life to offer
                return List.of();
            }
            List<Said> out = new ArrayList<>();
            Optional<Obituary> o = session.obituary();
            out.add(Said.concerning(Spoken.line(o.map(x -> x.cause().sentence()).orElse(family.sentence(event)))));
            out.add(Said.concerning("Type reborn for a new life, or quit to leave."));
            return out;
        }
        String line = Spoken.line(Family.capitalized(family.sentence(event)));
        return List.of(aboutUsOrKin(event, family) ? Said.concerning(line) : Said.routine(line));
    }

    private static boolean aboutUsOrKin(WorldEvent event, Family family) {
        for (int id : Family.subjects(event)) {
            Relation r = family.relationOf(id);
            if (r.kind() == Relation.Kind.SELF || r.isKin()) {
                return true;
            }
        }
        return event instanceof WorldEvent.Notice;
    }

    /** {@code your mother EVE, 3 tiles north west, says: HELLO}; a line the server makes as its words. */
    private static String speech(WorldEvent.Said said, Family family) {
        String text = said.text().strip();
        if (said.us()) {
            return "You say: " + Spoken.words(text);
        }
        if (text.startsWith("+") && text.endsWith("+")) {
            return Spoken.line(family.sentence(said));
        }
        String where = family.wayTo(said.playerId())
                .map(w -> ", " + Compass.words(w.dx(), w.dy()) + ",")
                .orElse("");
        String who = Spoken.words(family.who(said.playerId()));
        return Family.capitalized(who) + where + " says: " + Spoken.words(text);
    }

    @Override
    public List<Said> on(SessionEvent.Answered e) {
        return replies.of(e.answer()).stream().map(Said::answer).toList();
    }

    @Override
    public List<Said> on(SessionEvent.Refused e) {
        return List.of(Said.answer(Spoken.line(ActionWords.cannot(e.action(), e.reason()) + ".")));
    }

    @Override
    public List<Said> on(SessionEvent.Sent e) {
        return List.of();
    }

    @Override
    public List<Said> on(SessionEvent.Done e) {
        if (e.action() instanceof BodyAction.Say || e.action() instanceof BodyAction.Emote) {
            return List.of(); // the line said comes back as speech
        }
        return List.of(Said.answer(Spoken.line(e.change())));
    }

    @Override
    public List<Said> on(SessionEvent.Failed e) {
        return List.of(Said.answer(Spoken.line(ActionWords.notDone(e.action(), e.reason()))));
    }

    @Override
    public List<Said> on(SessionEvent.Walked e) {
        String arrived = e.already() ? "You are already there." : "You arrived.";
        if (e.action() instanceof Query.GoTo) {
            return List.of(Said.answer(arrived + " " + replies.arrived()));
        }
        if (e.action() instanceof Query.Travel) {
            return List.of(Said.answer(arrived + " " + replies.here()));
        }
        return List.of(Said.answer(arrived));
    }

    @Override
    public List<Said> on(SessionEvent.Replaced e) {
        return List.of();
    }

    @Override
    public List<Said> on(SessionEvent.Trouble e) {
        return List.of(Said.answer(Spoken.line(e.text())));
    }

    @Override
    public List<Said> on(SessionEvent.Cut e) {
        return List.of(Said.answer(Spoken.line(e.sentence() + ".")));
    }

    @Override
    public List<Said> on(SessionEvent.Skipped e) {
        return List.of();
    }

    @Override
    public List<Said> on(SessionEvent.RoundTrip e) {
        return List.of();
    }

    @Override
    public List<Said> on(SessionEvent.LifeBegan e) {
        body.reset();
        return List.of(Said.concerning("A life begins."));
    }

    @Override
    public List<Said> on(SessionEvent.Closed e) {
        if (session.died() || session.quitting()) {
            return List.of();
        }
        return List.of(Said.answer(Spoken.line("The connection closed: " + e.reason())));
    }

    @Override
    public List<Said> on(SessionEvent.Hungry e) {
        return List.of(
                Said.concerning(Spoken.line(Family.capitalized(e.hunger().warning(Optional.of("type go to food"))))));
    }
}
