package ohol.tui.crossfire.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.world.View;

/** Turns each action into the commands that do it, or says at once why it cannot be done. */
final class Actions implements PlayerAction.Handler<Void> {
    private final CrossfireSession session;

    Actions(CrossfireSession session) {
        this.session = session;
    }

    @Override
    public Void onWalk(PlayerAction.Walk a) {
        session.command(a, a.direction().word());
        return null;
    }

    @Override
    public Void onSay(PlayerAction.Say a) {
        session.command(a, "say " + a.text());
        return null;
    }

    @Override
    public Void onShout(PlayerAction.Shout a) {
        session.command(a, "shout " + a.text());
        return null;
    }

    @Override
    public Void onPickUp(PlayerAction.PickUp a) {
        View v = session.world().view();
        ItemMatch match =
                ItemMatch.of(v.ground().stream().filter(Item::canPickUp).toList(), a.what());
        found(a, match, a.what().isEmpty() ? "nothing here to pick up" : "no " + a.what() + " here to pick up")
                .ifPresent(item -> session.send(
                        a,
                        new ClientCommand.Move(v.playerTag(), item.tag(), 0),
                        item.tag(),
                        Expectation.Kind.PICKED_UP));
        return null;
    }

    @Override
    public Void onDrop(PlayerAction.Drop a) {
        found(a, ItemMatch.of(session.world().view().inventory(), a.what()), "you carry no " + a.what())
                .ifPresent(item -> session.send(
                        a, new ClientCommand.Move(0, item.tag(), 0), item.tag(), Expectation.Kind.DROPPED));
        return null;
    }

    @Override
    public Void onApply(PlayerAction.Apply a) {
        if (a.what().isEmpty()) {
            session.command(a, "apply"); // what the player stands on
            return null;
        }
        carriedOrHere(a, a.what())
                .ifPresent(item -> session.send(
                        a, new ClientCommand.Apply(item.tag()), item.tag(), Expectation.Kind.NEXT_MESSAGE));
        return null;
    }

    @Override
    public Void onExamine(PlayerAction.Examine a) {
        carriedOrHere(a, a.what())
                .ifPresent(item -> session.send(
                        a, new ClientCommand.Examine(item.tag()), item.tag(), Expectation.Kind.NEXT_MESSAGE));
        return null;
    }

    @Override
    public Void onServerCommand(PlayerAction.ServerCommand a) {
        session.command(a, a.text());
        return null;
    }

    @Override
    public Void onLookAt(PlayerAction.LookAt a) {
        session.send(a, new ClientCommand.LookAt(a.dx(), a.dy()), 0, Expectation.Kind.NEXT_MESSAGE);
        return null;
    }

    @Override
    public Void onRun(PlayerAction.Run a) {
        session.command(a, "run " + a.direction().number());
        return null;
    }

    @Override
    public Void onRunStop(PlayerAction.RunStop a) {
        session.command(a, "run_stop");
        return null;
    }

    @Override
    public Void onFire(PlayerAction.Fire a) {
        session.command(a, "fire " + a.direction().number());
        session.command(a, "fire_stop");
        return null;
    }

    @Override
    public Void onOnItem(PlayerAction.OnItem a) {
        long tag = a.tag();
        Place place = place(tag);
        switch (a.verb()) {
            case APPLY -> known(a, place, new ClientCommand.Apply(tag), Expectation.Kind.NEXT_MESSAGE);
            case EXAMINE -> known(a, place, new ClientCommand.Examine(tag), Expectation.Kind.NEXT_MESSAGE);
            case MARK -> known(a, place, new ClientCommand.Mark(tag), Expectation.Kind.NEXT_MESSAGE);
            case DROP -> carried(a, place, new ClientCommand.Move(0, tag, 0), Expectation.Kind.DROPPED);
            case LOCK -> carried(a, place, new ClientCommand.Lock(true, tag), Expectation.Kind.LOCKED);
            case UNLOCK -> carried(a, place, new ClientCommand.Lock(false, tag), Expectation.Kind.UNLOCKED);
            case PICK_UP -> {
                if (place != Place.GROUND) {
                    session.fail(a, "#" + tag + " is not on the ground here");
                } else {
                    session.send(
                            a,
                            new ClientCommand.Move(session.world().playerTag(), tag, 0),
                            tag,
                            Expectation.Kind.PICKED_UP);
                }
            }
        }
        return null;
    }

    /** Where an item the client knows by its tag is. */
    private enum Place {
        PACK,
        GROUND,
        /** in a container, open on the ground or in the pack */
        ELSEWHERE,
        UNKNOWN
    }

    private Place place(long tag) {
        return session.world()
                .location(tag)
                .map(l -> l == 0 ? Place.GROUND : l == session.world().playerTag() ? Place.PACK : Place.ELSEWHERE)
                .orElse(Place.UNKNOWN);
    }

    private void known(PlayerAction.OnItem a, Place place, ClientCommand command, Expectation.Kind kind) {
        if (place == Place.UNKNOWN) {
            session.fail(a, "no item #" + a.tag() + " here or in your pack");
        } else {
            session.send(a, command, a.tag(), kind);
        }
    }

    private void carried(PlayerAction.OnItem a, Place place, ClientCommand command, Expectation.Kind kind) {
        if (place != Place.PACK) {
            session.fail(a, "you carry no #" + a.tag());
        } else {
            session.send(a, command, a.tag(), kind);
        }
    }

    @Override
    public Void onReply(PlayerAction.Reply a) {
        session.reply(a, a.text());
        return null;
    }

    @Override
    public Void onCreateCharacter(PlayerAction.CreateCharacter a) {
        session.createCharacter(
                a,
                a.race(),
                a.characterClass(),
                a.stats().stream().mapToInt(Integer::intValue).toArray());
        return null;
    }

    @Override
    public Void onWait(PlayerAction.Wait a) {
        return null; // a pause: the macros hold the next action back
    }

    @Override
    public Void onQuit(PlayerAction.Quit a) {
        session.hangUp();
        return null;
    }

    /** What the pack holds, else what lies here, by {@link ItemMatch}'s rule over both (the pack first). */
    private Optional<Item> carriedOrHere(PlayerAction a, String what) {
        View v = session.world().view();
        List<Item> both = new ArrayList<>(v.inventory());
        both.addAll(v.ground());
        return found(a, ItemMatch.of(both, what), "no " + what + " here or in your pack");
    }

    /** The item matched, or the action refused: nothing of that name, or which of several. */
    private Optional<Item> found(PlayerAction a, ItemMatch match, String none) {
        if (match instanceof ItemMatch.Found f) {
            return Optional.of(f.item());
        }
        session.fail(a, match instanceof ItemMatch.Ambiguous amb ? amb.question() : none);
        return Optional.empty();
    }
}
