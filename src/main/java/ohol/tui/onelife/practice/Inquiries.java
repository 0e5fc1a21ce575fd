package ohol.tui.onelife.practice;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.GraveOld;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * What a player asks the server, about itself ({@code LEAD}, {@code UNFOL}, {@code PROP},
 * {@code ORDR}, {@code MOTH}) or about a tile ({@code GRAVE}, {@code OWNER}, {@code STATUE}), answered
 * to the asker alone and followed by an FM, as server.cpp answers: nobody here leads, follows or
 * owns, so only a living mother is ever pointed at; ORDR with no order given and STATUE with no
 * statue are not answered at all. A GRAVE or STATUE about a tile too far away disconnects the asker.
 * The real server takes these whether the player walks, is held or owes a FORCE.
 */
final class Inquiries {
    /** How far a GRAVE or STATUE may ask before the server disconnects the asker (twice chunkDimensionX). */
    static final int SOUNDING_RANGE = 64;

    private static final Set<AtPosition.Kind> ASKED = Set.of(
            AtPosition.Kind.LEAD,
            AtPosition.Kind.UNFOL,
            AtPosition.Kind.PROP,
            AtPosition.Kind.ORDR,
            AtPosition.Kind.MOTH,
            AtPosition.Kind.GRAVE,
            AtPosition.Kind.OWNER,
            AtPosition.Kind.STATUE);

    /** One who died and was buried, as the server keeps them for GO. */
    private record Buried(int id, int displayId, Optional<String> name, Ancestors lineage, long diedNanos) {}

    private final PracticeWorld world;
    /** Who lies in each grave dug here, by {@link #spot}. */
    private final Map<Long, Buried> buried = new HashMap<>();

    Inquiries(PracticeWorld world) {
        this.world = world;
    }

    static boolean handles(AtPosition.Kind kind) {
        return ASKED.contains(kind);
    }

    /** Answers {@code at} from {@code p}, or disconnects {@code p} for sounding too far. */
    void ask(PracticePlayer p, AtPosition at) {
        boolean sounding = at.kind() == AtPosition.Kind.GRAVE || at.kind() == AtPosition.Kind.STATUE;
        if (sounding && tooFarToSound(p, at)) {
            p.link.close(); // server.cpp: "Long-distance grave sounding detected" disconnects the player
            return;
        }
        answer(p, at).ifPresent(m -> {
            world.send(p.link, m);
            world.send(p.link, new FrameEnd());
        });
    }

    /** A grave was dug for {@code dead} where it fell. */
    void buried(PracticePlayer dead, long now) {
        buried.put(
                spot(dead.x, dead.y),
                new Buried(dead.id, dead.displayId(), dead.name().map(Names.Name::fullName), dead.lineage(), now));
    }

    private Optional<ServerMessage> answer(PracticePlayer p, AtPosition at) {
        return switch (at.kind()) {
            case LEAD, UNFOL -> Optional.of(said(p, "+NO LEADER+"));
            case PROP -> Optional.of(said(p, "+NO PROPERTY+"));
            case MOTH -> Optional.of(
                    said(p, mother(p).map(Inquiries::motherPointer).orElse("+NO MOTHER+")));
            case GRAVE -> Optional.of(grave(p, at.x(), at.y()));
            case OWNER -> Optional.of(new OwnerList(at.x(), at.y(), List.of()));
            default -> Optional.empty(); // ORDR, STATUE: nothing to tell
        };
    }

    private static ServerMessage said(PracticePlayer p, String text) {
        return new PlayerSays(List.of(PlayerSays.Speech.of(p.id, false, text)));
    }

    private Optional<PracticePlayer> mother(PracticePlayer p) {
        return p.motherId().isPresent()
                ? Optional.ofNullable(world.players.get(p.motherId().getAsInt()))
                : Optional.empty();
    }

    private static String motherPointer(PracticePlayer mother) {
        String name = mother.name().map(n -> "MOTHER " + n.fullName()).orElse("MOTHER");
        return "MY " + name + " *mother " + mother.id + " *map " + mother.x + " " + mother.y;
    }

    /**
     * The real server measures from where the player is along its walk; here a player farther
     * than {@link #SOUNDING_RANGE} from where its walk started or will end is too far, never less
     * strict than the server.
     */
    private static boolean tooFarToSound(PracticePlayer p, AtPosition at) {
        boolean fromStart = Math.hypot(at.x() - p.x, at.y() - p.y) > SOUNDING_RANGE;
        boolean fromEnd = p.isMoving() && Math.hypot(at.x() - p.destX, at.y() - p.destY) > SOUNDING_RANGE;
        return fromStart || fromEnd;
    }

    /** GO for a grave: who lies there, or the server's "nobody known" (id 0, age -1, lineage 0, eve 0). */
    private GraveOld grave(PracticePlayer asker, int x, int y) {
        Buried b = buried.get(spot(x, y));
        if (b == null) {
            return new GraveOld(x, y, 0, 0, -1, Optional.empty(), new Ancestors(List.of(0), OptionalInt.of(0)));
        }
        double yearsDead = (double) (world.now() - b.diedNanos()) / asker.yearNanos();
        return new GraveOld(x, y, b.id(), b.displayId(), yearsDead, b.name(), b.lineage());
    }

    private static long spot(int x, int y) {
        return ((long) x << 32) ^ (y & 0xFFFFFFFFL);
    }
}
