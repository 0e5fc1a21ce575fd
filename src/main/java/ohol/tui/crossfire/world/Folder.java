package ohol.tui.crossfire.world;

import ohol.tui.crossfire.protocol.ServerMessage;

/** Folds each message into the world; says whether what a view shows changed. */
final class Folder implements ServerMessage.Handler<Boolean> {
    private final CrossfireWorld world;

    Folder(CrossfireWorld world) {
        this.world = world;
    }

    @Override
    public Boolean onVersion(ServerMessage.Version m) {
        return false;
    }

    @Override
    public Boolean onSetup(ServerMessage.Setup m) {
        return false; // a map size is the session's to agree: CrossfireWorld.resizeView
    }

    @Override
    public Boolean onQuery(ServerMessage.Query m) {
        return false;
    }

    @Override
    public Boolean onAddmeSuccess(ServerMessage.AddmeSuccess m) {
        return false;
    }

    @Override
    public Boolean onAddmeFailed(ServerMessage.AddmeFailed m) {
        return false;
    }

    @Override
    public Boolean onGoodbye(ServerMessage.Goodbye m) {
        return false;
    }

    @Override
    public Boolean onNewMap(ServerMessage.NewMap m) {
        world.newMap();
        return true;
    }

    @Override
    public Boolean onMap2(ServerMessage.Map2 m) {
        world.map(m.updates());
        return true;
    }

    @Override
    public Boolean onFace2(ServerMessage.Face2 m) {
        world.faces().name(m.face(), m.name());
        return true;
    }

    @Override
    public Boolean onItem2(ServerMessage.Item2 m) {
        m.items().forEach(i -> world.put(m.location(), i));
        return true;
    }

    @Override
    public Boolean onUpdItem(ServerMessage.UpdItem m) {
        world.update(m.update());
        return true;
    }

    @Override
    public Boolean onDelItem(ServerMessage.DelItem m) {
        m.tags().forEach(world::delete);
        return true;
    }

    @Override
    public Boolean onDelInv(ServerMessage.DelInv m) {
        world.deleteIn(m.location());
        return true;
    }

    @Override
    public Boolean onPlayer(ServerMessage.Player m) {
        world.player(m);
        return true;
    }

    @Override
    public Boolean onStats(ServerMessage.Stats m) {
        world.stats(m.stats());
        return true;
    }

    @Override
    public Boolean onDrawExtInfo(ServerMessage.DrawExtInfo m) {
        return false;
    }

    @Override
    public Boolean onDrawInfo(ServerMessage.DrawInfo m) {
        return false;
    }

    @Override
    public Boolean onComc(ServerMessage.Comc m) {
        return false;
    }

    @Override
    public Boolean onReplyInfo(ServerMessage.ReplyInfo m) {
        return world.reply(m.text());
    }

    @Override
    public Boolean onMagicMap(ServerMessage.MagicMap m) {
        world.magicMap(m);
        return true;
    }

    @Override
    public Boolean onAccountPlayers(ServerMessage.AccountPlayers m) {
        return false;
    }

    @Override
    public Boolean onFailure(ServerMessage.Failure m) {
        return false;
    }

    @Override
    public Boolean onAnim(ServerMessage.Anim m) {
        if (!m.faces().isEmpty()) {
            world.faces().animation(m.animation(), m.faces().get(0));
            return true;
        }
        return false;
    }

    @Override
    public Boolean onAddSpell(ServerMessage.AddSpell m) {
        m.spells().forEach(world::learn);
        return true;
    }

    @Override
    public Boolean onUpdSpell(ServerMessage.UpdSpell m) {
        world.spellbook().update(m);
        return true;
    }

    @Override
    public Boolean onDelSpell(ServerMessage.DelSpell m) {
        world.spellbook().delete(m.tag());
        return true;
    }

    @Override
    public Boolean onIgnored(ServerMessage.Ignored m) {
        return false;
    }
}
