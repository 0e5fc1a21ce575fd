package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.*;

/**
 * The world's own state as the server changes it (the map, the people in view, our player, the
 * kin, our stats, the records): one handler per message type, each changing only what its message
 * speaks of, and telling what happened as {@link WorldEvent}s. One of the world's
 * {@link MessageListener}s; the roster and the places are kept by their own.
 */
final class WorldApplier implements ServerMessageHandler, MessageListener {
    /** How long an emotion shows when the server gives no time (as the official client's default). */
    static final double DEFAULT_EMOTE_SECONDS = 10;
    /**
     * Exilers kept per person. Only a leader's followers can exile, a few dozen in a big town; a
     * server that lists more is not believed past this.
     */
    static final int MAX_EXILERS = 64;
    /**
     * Objects drawn sliding at once. A few dozen animals move in view at most; a slide that never
     * ends (no speed, a far origin) is not drawn, so hostile MX cannot pile them up.
     */
    static final int MAX_SLIDES = 256;
    /** The farthest an object is drawn sliding from: an animal runs a few tiles, the server sends about 16 around us. */
    static final int MAX_SLIDE_TILES = 32;
    /** The biome of a tile no chunk has shown yet. */
    static final int UNKNOWN_BIOME = -1;

    private final World world;
    private FrameNews frame = new FrameNews();

    WorldApplier(World world) {
        this.world = world;
    }

    @Override
    public void hear(ServerMessage message, FrameNews frame) {
        this.frame = frame;
        message.dispatch(this);
    }

    private Person person(int id) {
        Person p = world.people.get(id);
        if (p != null) {
            return p;
        }
        return Person.unknown(id);
    }

    private void update(int id, UnaryOperator<Person> change) {
        Person p = world.people.get(id);
        if (p != null) {
            world.people.put(id, change.apply(p));
        }
    }

    private boolean isUs(int id) {
        return world.me.id().isPresent() && world.me.id().getAsInt() == id;
    }

    @Override
    public void on(MapChange m) {
        long now = world.now();
        for (MapChange.Change c : m.changes()) {
            world.map.change(c.x(), c.y(), c.floorId(), c.object(), UNKNOWN_BIOME);
            if (c.slide().isEmpty()) {
                continue;
            }
            MapChange.Slide s = c.slide().get();
            Position from = new Position(s.fromX(), s.fromY());
            Position to = new Position(c.x(), c.y());
            if (s.speed() > 0 && from.chebyshevDistance(to) <= MAX_SLIDE_TILES) {
                world.slide(new WorldSnapshot.Slide(from, to, c.object(), now, s.speed()));
            }
        }
    }

    @Override
    public void on(PlayerUpdate m) {
        long now = world.now();
        if (world.me.confirm(m)) {
            frame.spokeOfUs();
        }
        for (PlayerUpdate.PlayerLine line : m.players()) {
            if (line instanceof PlayerState s) {
                Person p = person(s.playerId());
                boolean still = s.isStill() || s.forced();
                if (still) {
                    putDown(s.playerId()); // a carried player is never still: this one is on the ground
                }
                Position at = new Position(s.x(), s.y());
                Optional<Walk> walk = still ? Optional.empty() : p.motion().walk();
                Position position = still || walk.isEmpty() ? at : p.motion().position();
                boolean left = s.facing() == 0 ? p.motion().facingLeft() : s.facing() < 0;
                world.people.put(
                        s.playerId(),
                        p.withMotion(new Person.Motion(position, walk, left))
                                .withBody(b -> new Person.Body(
                                        s.displayId(),
                                        s.held(),
                                        s.clothing(),
                                        s.age(),
                                        s.ageRate(),
                                        now,
                                        s.heat(),
                                        s.moveSpeed(),
                                        b.dying(),
                                        b.sick(),
                                        b.ghost())));
            } else if (line instanceof PlayerRemoved r) {
                boolean us = isUs(r.playerId());
                String name = world.nameOf(r.playerId());
                world.people.remove(r.playerId());
                world.depart(new WorldSnapshot.Departure(r.playerId(), name, r.age(), r.reason()));
                frame.tell(new WorldEvent.Died(r.playerId(), name, r.age(), r.reason(), us));
                if (us) {
                    world.ourDeathReason = Optional.of(r.reason());
                }
            }
        }
    }

    /** Whoever held {@code playerId} in their arms does no more (a wriggle out of arms says so only about the baby). */
    private void putDown(int playerId) {
        Person holder = null;
        for (Person p : world.people.values()) {
            if (p.id() != playerId && p.held().id() == -playerId) {
                holder = p;
            }
        }
        if (holder != null) {
            world.people.put(holder.id(), holder.withBody(b -> b.holding(GameObject.NOTHING)));
        }
    }

    @Override
    public void on(PlayerMovesStart m) {
        long now = world.now();
        for (PlayerMovesStart.Move move : m.moves()) {
            Position start = new Position(move.startX(), move.startY());
            List<Position> path = new ArrayList<>(move.path().size());
            for (PlayerMovesStart.Step step : move.path()) {
                path.add(start.plus(step.dx(), step.dy()));
            }
            long began = now - (long) ((move.totalSeconds() - move.etaSeconds()) * 1e9);
            Person p = person(move.playerId());
            world.people.put(
                    move.playerId(),
                    p.withMotion(new Person.Motion(
                            start,
                            Optional.of(new Walk(start, path, began, move.totalSeconds())),
                            p.motion().facingLeft())));
        }
    }

    @Override
    public void on(PlayersOutOfRange m) {
        m.playerIds().forEach(world.people::remove);
    }

    @Override
    public void on(PlayerSays m) {
        for (PlayerSays.Speech s : m.speeches()) {
            frame.tell(new WorldEvent.Said(
                    s.playerId(),
                    world.nameOf(s.playerId()),
                    s.spoken(),
                    s.curse(),
                    isUs(s.playerId()),
                    s.map().map(p -> new Position(p.x(), p.y()))));
        }
    }

    @Override
    public void on(LocationSays m) {
        for (LocationSays.Speech s : m.speeches()) {
            frame.tell(new WorldEvent.PlaceSaid(s.x(), s.y(), s.text()));
        }
    }

    @Override
    public void on(PlayerEmotes m) {
        long now = world.now();
        for (PlayerEmotes.Emote e : m.emotes()) {
            long until = e.permanent()
                    ? Long.MAX_VALUE
                    : now + (long) (e.ttlSeconds().orElse((int) DEFAULT_EMOTE_SECONDS) * 1e9);
            update(
                    e.playerId(),
                    p -> p.withMood(new Person.Mood(Optional.of(new Person.Emotion(e.emotIndex(), until)))));
            if (e.isNew()) {
                frame.tell(new WorldEvent.Emoted(
                        e.playerId(), world.nameOf(e.playerId()), e.emotIndex(), isUs(e.playerId())));
            }
        }
    }

    @Override
    public void on(FoodChange m) {
        world.stats = world.stats.withFood(
                m.foodStore(), m.foodCapacity(), m.yumBonus(), m.yumMultiplier(), m.lastAteId(), m.moveSpeed());
        frame.tell(new WorldEvent.StatsChanged(world.stats));
    }

    @Override
    public void on(HeatChange m) {
        world.stats = world.stats.withHeat(m.heat(), m.foodTimeSeconds(), m.indoorBonusSeconds());
        frame.tell(new WorldEvent.StatsChanged(world.stats));
    }

    @Override
    public void on(Craving m) {
        world.stats = world.stats.withCraving(m.foodId(), m.bonus());
        frame.tell(new WorldEvent.StatsChanged(world.stats));
    }

    @Override
    public void on(CurseTokenChange m) {
        world.stats = world.stats.withCurses(m.tokens(), world.stats.curseScore());
    }

    @Override
    public void on(CurseScoreChange m) {
        world.stats = world.stats.withCurses(world.stats.curseTokens(), m.excessPoints());
    }

    @Override
    public void on(ToolSlots m) {
        world.stats = world.stats.withToolSlots(m.used(), m.total());
    }

    @Override
    public void on(Lineage m) {
        world.kin = world.kin.withLineages(m.people());
    }

    @Override
    public void on(Names m) {
        world.kin = world.kin.named(m.names());
        for (Names.Name n : m.names()) {
            frame.tell(new WorldEvent.Named(n.playerId(), n.fullName()));
        }
    }

    @Override
    public void on(Following m) {
        for (Following.Follow f : m.follows()) {
            update(
                    f.followerId(),
                    p -> p.withSocial(x -> new Person.Social(f.leader(), x.exiledBy(), x.curseLevel(), x.curseWord())));
            if (f.leader().isPresent()) {
                int leader = f.leader().getAsInt();
                frame.tell(new WorldEvent.Followed(
                        f.followerId(), world.nameOf(f.followerId()), f.leader(), world.nameOf(leader)));
            }
        }
    }

    @Override
    public void on(Exiled m) {
        for (Exiled.Exile e : m.exiles()) {
            if (e.startsList()) {
                update(
                        e.targetId(),
                        p -> p.withSocial(
                                x -> new Person.Social(x.leaderId(), List.of(), x.curseLevel(), x.curseWord())));
                continue;
            }
            update(
                    e.targetId(),
                    p -> p.withSocial(x -> {
                        List<Integer> by = new ArrayList<>(x.exiledBy());
                        if (!by.contains(e.exilerId()) && by.size() < MAX_EXILERS) {
                            by.add(e.exilerId());
                        }
                        return new Person.Social(x.leaderId(), by, x.curseLevel(), x.curseWord());
                    }));
            frame.tell(new WorldEvent.ExiledBy(
                    e.targetId(), world.nameOf(e.targetId()), e.exilerId(), world.nameOf(e.exilerId())));
        }
    }

    @Override
    public void on(Cursed m) {
        for (Cursed.Curse c : m.curses()) {
            update(
                    c.playerId(),
                    p -> p.withSocial(x -> new Person.Social(x.leaderId(), x.exiledBy(), c.level(), c.word())));
        }
    }

    @Override
    public void on(Dying m) {
        for (Dying.Wounded w : m.players()) {
            update(w.playerId(), p -> p.withBody(b -> dying(b, true, w.sick())));
            frame.tell(new WorldEvent.Wounded(w.playerId(), world.nameOf(w.playerId()), w.sick()));
        }
    }

    @Override
    public void on(Healed m) {
        for (int id : m.playerIds()) {
            update(id, p -> p.withBody(b -> dying(b, false, false)));
            frame.tell(new WorldEvent.HealedUp(id, world.nameOf(id)));
        }
    }

    @Override
    public void on(Ghosts m) {
        m.playerIds().forEach(id -> update(id, p -> p.withBody(Person.Body::asGhost)));
    }

    @Override
    public void on(Flip m) {
        for (Flip.Facing f : m.facings()) {
            update(
                    f.playerId(),
                    p -> p.withMotion(
                            new Person.Motion(p.motion().position(), p.motion().walk(), f.faceLeft())));
        }
    }

    @Override
    public void on(Grave m) {
        world.records = world.records.grave(new Position(m.x(), m.y()), m.playerId());
    }

    @Override
    public void on(GraveMove m) {
        world.records = world.records.moveGrave(new Position(m.fromX(), m.fromY()), new Position(m.toX(), m.toY()));
    }

    @Override
    public void on(GraveOld m) {
        Position at = new Position(m.x(), m.y());
        // the server answers GRAVE about any tile: id 0 is its "no one known lies here"
        world.records = m.playerId() > 0 ? world.records.grave(at, m.playerId()) : world.records.noGrave(at);
    }

    @Override
    public void on(OwnerList m) {
        world.records = world.records.owners(new Position(m.x(), m.y()), m.ownerIds());
    }

    @Override
    public void on(Apocalypse m) {
        world.apocalypse = true;
        frame.tell(new WorldEvent.Notice("The apocalypse is coming."));
    }

    @Override
    public void on(ApocalypseDone m) {
        world.apocalypse = false;
        frame.tell(new WorldEvent.Notice("The apocalypse is over."));
    }

    @Override
    public void on(ForcedShutdown m) {
        frame.tell(new WorldEvent.Notice("The server is shutting down."));
    }

    @Override
    public void on(GlobalMessage m) {
        frame.tell(new WorldEvent.Notice(m.text()));
    }

    private static Person.Body dying(Person.Body b, boolean dying, boolean sick) {
        return new Person.Body(
                b.displayId(),
                b.held(),
                b.clothing(),
                b.age(),
                b.ageRate(),
                b.ageNanos(),
                b.heat(),
                b.moveSpeed(),
                dying,
                sick,
                b.ghost());
    }
}
