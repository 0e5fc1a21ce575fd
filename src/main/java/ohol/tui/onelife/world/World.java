package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.RemovalReason;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The local mirror of the game: the map around us, the people in view, our own body, speech and
 * news. Messages are taken one by one and applied together when the server's {@code FM} closes a
 * frame, so a pick-up's PU and MX land at once, as the protocol intends. A map chunk is laid as it
 * comes, as the official client does (its getNextServerMessage returns an {@code MC} at once,
 * never queued in a frame).
 *
 * <p>Memory stays bounded on a long walk: map blocks and people farther than
 * {@link #FORGET_RADIUS} tiles from us are forgotten after each frame (the server sends about
 * 16 tiles around us), and the logs keep their last {@link #LOG_SIZE} entries. Chunks that come
 * faster than frames end make far blocks go as they are laid ({@link #BLOCKS_HELD}), and a frame
 * that holds more than {@link #MAX_PENDING_BYTES} is not followed at all ({@link #overrun()}).
 *
 * <p>Thread safety: confined to one thread (the UI thread, or headless mode's loop). Other
 * threads get {@link #snapshot()}s, which never change.
 */
public final class World {
    public static final int FORGET_RADIUS = 64;
    /** Entries kept in each log; each entry's text is capped where it enters, so the logs stay small. */
    public static final int LOG_SIZE = 500;
    /**
     * Bytes of messages held for a frame not yet closed by {@code FM}, each at its size as read
     * plus {@link #MESSAGE_OVERHEAD}. A real frame holds a few kilobytes (the PUs and MXs of one
     * server step); a server that sends more than this without ending a frame cannot be followed:
     * the held messages are let go and {@link #overrun()} says why.
     */
    public static final int MAX_PENDING_BYTES = 2 << 20;
    /** What holding a message costs whatever its size: the record and its place in the frame. */
    static final int MESSAGE_OVERHEAD = 64;
    /**
     * Map blocks held before the far ones are forgotten while chunks are laid: four times what the
     * ground within {@link #FORGET_RADIUS} of us covers, so a real frame never reaches it.
     */
    static final int BLOCKS_HELD = 4 * sq(2 * FORGET_RADIUS / MapMirror.SIZE + 2);

    static final int DEPARTURES_KEPT = 200;

    private final LongSupplier clock;
    final MapMirror map = new MapMirror();
    final SharedMap<Integer, Person> people = SharedMap.unordered();
    final OurPlayer me = new OurPlayer();
    Kin kin = Kin.NONE;
    final Chronicle<WorldEvent> speech = new Chronicle<>(LOG_SIZE);
    final Chronicle<WorldEvent> news = new Chronicle<>(LOG_SIZE);
    final SharedMap<Integer, WorldSnapshot.Departure> departures = SharedMap.inArrivalOrder();
    final SharedList<WorldSnapshot.Slide> slides = new SharedList<>();
    /** Where we were when far things were last forgotten, and the records as they were kept then. */
    private Position forgotAround;

    private Records recordsKept;
    /** No slide is over before this time: until then the slides need no looking at. */
    private long slidesOverFrom = Long.MAX_VALUE;

    Records records = Records.NONE;
    Roster roster = Roster.NONE;
    Places places = Places.NONE;
    OurStats stats = OurStats.UNKNOWN;
    boolean apocalypse;
    Optional<RemovalReason> ourDeathReason = Optional.empty();
    /** This life was reconnected to, not begun here: see {@link #resumesALife()}. */
    private boolean resumed;

    private final List<ServerMessage> pending = new ArrayList<>();
    private long pendingBytes;
    private Optional<String> overrun = Optional.empty();
    /** Who hears each message of a frame, in this order: see {@link MessageListener}. */
    private final List<MessageListener> listeners =
            List.of(new RosterListener(this), new WorldApplier(this), new PlacesListener(this));

    /** What applying one frame did. */
    public record FrameResult(List<WorldEvent> events, boolean aboutUs) {
        public static final FrameResult NOTHING = new FrameResult(List.of(), false);
    }

    /** {@code clock} gives nanoseconds, like {@link System#nanoTime()}; tests pass their own. */
    public World(LongSupplier clock) {
        this.clock = clock;
    }

    long now() {
        return clock.getAsLong();
    }

    private static int sq(int n) {
        return n * n;
    }

    /** Takes one message of unknown size (counted at {@link #MESSAGE_OVERHEAD}). */
    public FrameResult accept(ServerMessage message) {
        return accept(message, 0);
    }

    /**
     * Takes one message, {@code bytes} long as read; when it ends a frame, applies the frame and
     * says what happened. Once the server has {@link #overrun()} the world, nothing more is taken.
     */
    public FrameResult accept(ServerMessage message, int bytes) {
        if (message instanceof Pong || overrun.isPresent()) {
            return FrameResult.NOTHING; // a PONG is not part of the world's frames
        }
        if (message instanceof MapChunk chunk) {
            lay(chunk);
            return FrameResult.NOTHING;
        }
        if (!(message instanceof FrameEnd)) {
            pending.add(message);
            pendingBytes += MESSAGE_OVERHEAD + Math.max(0, bytes);
            if (pendingBytes > MAX_PENDING_BYTES) {
                overrun = Optional.of("the server sent more than the client can hold: over "
                        + (MAX_PENDING_BYTES >> 20) + " MB in " + pending.size()
                        + " messages without ending a frame");
                pending.clear();
                pendingBytes = 0;
            }
            return FrameResult.NOTHING;
        }
        return applyFrame();
    }

    /**
     * Why this world stopped taking messages, once it has: the server sent more than
     * {@link #MAX_PENDING_BYTES} without ending a frame. The connection is to be dropped.
     */
    public Optional<String> overrun() {
        return overrun;
    }

    /** Lays a chunk over the map; past {@link #BLOCKS_HELD} blocks, the ones far from us go at once. */
    private void lay(MapChunk chunk) {
        map.apply(chunk);
        if (map.blockCount() > BLOCKS_HELD) {
            Position here = me.tile();
            map.forgetFar(here.x(), here.y(), FORGET_RADIUS);
        }
    }

    private FrameResult applyFrame() {
        FrameNews frame = new FrameNews();
        map.now(now());
        // the snapshot's unchanging copy, already made when the last frame's snapshot was taken
        Set<Integer> before = mayBringPeople() ? people.shared().keySet() : null;
        Map<Integer, Integer> carriersBefore = before != null ? Carrying.carriers(people.values()) : Map.of();
        boolean knewUs = me.isKnown();
        for (ServerMessage m : pending) {
            for (MessageListener listener : listeners) {
                listener.hear(m, frame);
            }
        }
        if (!knewUs && me.isKnown()) {
            // server.cpp sends every position relative to our birth tile: where a resumed life began
            places = places.born(resumed ? new Position(0, 0) : me.tile());
        }
        pending.clear();
        pendingBytes = 0;
        List<WorldEvent> events = frame.events();
        if (before != null) {
            Carrying.settle(this, carriersBefore, before, events);
            if (knewUs || !resumed) { // a life reconnected to was not born in its first frame
                announceBirths(before, events);
            }
        }
        forgetFarAway(before != null);
        for (WorldEvent e : events) {
            if (e instanceof WorldEvent.Said || e instanceof WorldEvent.PlaceSaid || e instanceof WorldEvent.Emoted) {
                speech.add(now(), e);
            } else if (!(e instanceof WorldEvent.StatsChanged)) {
                news.add(now(), e);
            }
        }
        return new FrameResult(events.isEmpty() ? List.of() : List.copyOf(events), frame.aboutUs());
    }

    /** Whether the frame held a message that can bring someone into view (births are looked for then). */
    private boolean mayBringPeople() {
        for (ServerMessage m : pending) {
            if (m instanceof PlayerUpdate || m instanceof PlayerMovesStart) {
                return true;
            }
        }
        return false;
    }

    private void announceBirths(Set<Integer> before, List<WorldEvent> events) {
        long now = now();
        for (Person p : people.values()) {
            if (before.contains(p.id())) {
                continue;
            }
            var mother = kin.motherOf(p.id());
            if (p.ageAt(now) < 2 && mother.isPresent()) {
                events.add(new WorldEvent.Born(p.id(), mother, kin.nameOf(mother.getAsInt())));
            }
        }
    }

    /**
     * People are looked at only after a frame that moved someone ({@code peopleMoved}) or us, and
     * the records only when they or we changed: most frames do neither.
     */
    private void forgetFarAway(boolean peopleMoved) {
        long now = now();
        Position here = me.tile();
        boolean weMoved = !here.equals(forgotAround);
        if (weMoved && forgotAround != null) {
            map.seenAround(forgotAround.x(), forgotAround.y()); // in view until now
        }
        forgotAround = here;
        map.forgetFar(here.x(), here.y(), FORGET_RADIUS);
        List<Integer> far = null;
        for (Person p : peopleMoved || weMoved ? people.values() : List.<Person>of()) {
            if (p.positionAt(now).chebyshevDistance(here) > FORGET_RADIUS) {
                far = far == null ? new ArrayList<>() : far;
                far.add(p.id());
            }
        }
        if (far != null) {
            rememberWhereSeen(far);
            far.forEach(people::remove);
        }
        if (now >= slidesOverFrom) {
            slidesOverFrom = Long.MAX_VALUE;
            slides.removeIf(
                    s -> { // one pass: the slides that stay say when the next one is over
                        if (s.isOverAt(now)) {
                            return true;
                        }
                        slidesOverFrom = Math.min(slidesOverFrom, s.overFrom());
                        return false;
                    });
        }
        if (weMoved || records != recordsKept) {
            records = records.forgetFar(here, FORGET_RADIUS);
            recordsKept = records;
        }
    }

    /** Draws an object sliding; past {@link WorldApplier#MAX_SLIDES} the oldest, which had longest to arrive, goes. */
    void slide(WorldSnapshot.Slide slide) {
        if (slides.size() >= WorldApplier.MAX_SLIDES) {
            slides.removeOldest();
        }
        slides.add(slide);
        slidesOverFrom = Math.min(slidesOverFrom, slide.overFrom());
    }

    /** Keeps where someone was when they go out of sight, for the family panel. */
    void rememberWhereSeen(List<Integer> playerIds) {
        Map<Integer, Position> seen = new HashMap<>();
        for (int id : playerIds) {
            Person p = people.get(id);
            if (p != null) {
                seen.put(id, p.positionAt(now()));
            }
        }
        if (!seen.isEmpty()) {
            roster = roster.seenAt(seen);
        }
    }

    /**
     * This world is of a life we reconnected to ({@code RLOGIN}): the first {@code PU} has us
     * wherever we went, and the birthplace is the origin the server counts from. Call before the
     * first message.
     */
    public void resumesALife() {
        resumed = true;
    }

    /** Names the tile we stand on (or will, when our walk ends), for the places list. */
    public void mark(String name) {
        places = places.marked(name, me.tile());
    }

    /** Chooses the place the status line points to, by its index in the list. */
    public void choosePlace(int index) {
        places = places.choose(index);
    }

    String nameOf(int playerId) {
        return kin.nameOf(playerId);
    }

    void depart(WorldSnapshot.Departure departure) {
        departures.putNewest(departure.playerId(), departure);
        departures.keepNewest(DEPARTURES_KEPT);
    }

    /**
     * Our player. The world's applier writes what the server confirmed; the action executor on
     * this same thread writes only its prediction of the walk it asked for.
     */
    public OurPlayer me() {
        return me;
    }

    public WorldSnapshot snapshot() {
        return new WorldSnapshot(
                now(),
                map.view(),
                people.shared(),
                me.id(),
                me.whereabouts(),
                me.isKnown() ? me.isAlive() : true,
                ourDeathReason,
                stats,
                kin,
                records,
                speech.entries(),
                news.entries(),
                departures.shared(),
                slides.shared(),
                apocalypse,
                roster,
                places,
                resumed);
    }
}
