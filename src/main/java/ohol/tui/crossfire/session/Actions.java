package ohol.tui.crossfire.session;

import java.util.List;
import java.util.Locale;
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
        Optional<Item> item = find(v.ground().stream().filter(Item::canPickUp).toList(), a.what());
        if (item.isEmpty()) {
            session.fail(a, a.what().isEmpty() ? "nothing here to pick up" : "no " + a.what() + " here to pick up");
            return null;
        }
        session.send(
                a,
                new ClientCommand.Move(v.playerTag(), item.get().tag(), 0),
                item.get().tag(),
                Expectation.Kind.PICKED_UP);
        return null;
    }

    @Override
    public Void onDrop(PlayerAction.Drop a) {
        Optional<Item> item = find(session.world().view().inventory(), a.what());
        if (item.isEmpty()) {
            session.fail(a, "you carry no " + a.what());
            return null;
        }
        session.send(
                a, new ClientCommand.Move(0, item.get().tag(), 0), item.get().tag(), Expectation.Kind.DROPPED);
        return null;
    }

    @Override
    public Void onApply(PlayerAction.Apply a) {
        if (a.what().isEmpty()) {
            session.command(a, "apply"); // what the player stands on
            return null;
        }
        Optional<Item> item = carriedOrHere(a.what());
        if (item.isEmpty()) {
            session.fail(a, "no " + a.what() + " here or in your pack");
            return null;
        }
        session.send(a, new ClientCommand.Apply(item.get().tag()), item.get().tag(), Expectation.Kind.NEXT_MESSAGE);
        return null;
    }

    @Override
    public Void onExamine(PlayerAction.Examine a) {
        Optional<Item> item = carriedOrHere(a.what());
        if (item.isEmpty()) {
            session.fail(a, "no " + a.what() + " here or in your pack");
            return null;
        }
        session.send(a, new ClientCommand.Examine(item.get().tag()), item.get().tag(), Expectation.Kind.NEXT_MESSAGE);
        return null;
    }

    @Override
    public Void onServerCommand(PlayerAction.ServerCommand a) {
        session.command(a, a.text());
        return null;
    }

    @Override
    public Void onReply(PlayerAction.Reply a) {
        session.reply(a, a.text());
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

    private Optional<Item> carriedOrHere(String what) {
        View v = session.world().view();
        return find(v.inventory(), what).or(() -> find(v.ground(), what));
    }

    /**
     * The item named {@code what} exactly (any case), else the first whose name holds it; the first
     * of all for an empty name.
     */
    static Optional<Item> find(List<Item> items, String what) {
        String w = what.toLowerCase(Locale.ROOT);
        return items.stream()
                .filter(i -> i.name().equalsIgnoreCase(w) || i.plural().equalsIgnoreCase(w))
                .findFirst()
                .or(() -> items.stream()
                        .filter(i -> i.name().toLowerCase(Locale.ROOT).contains(w)
                                || i.plural().toLowerCase(Locale.ROOT).contains(w))
                        .findFirst());
    }
}
