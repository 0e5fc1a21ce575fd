package ohol.tui.onelife.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.MalformedLineException;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.PlayerCount;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerMessages;

/**
 * An old server's messages as today's records: each frame rewritten as today's server would send
 * it and read by today's parsers, then an {@code FM} (old servers never end a step), so the world
 * applies each message at once. A line that cannot be read is reported and skipped; the rest of
 * its message stays.
 *
 * <p>Not thread-safe: the connection's reader thread alone reads.
 */
final class OldFrames {
    private static final Set<String> TAGS_2016 =
            Set.of("SN", "ACCEPTED", "REJECTED", "MC", "PU", "PM", "PS", "MX", "FX");
    private static final Set<String> TAGS_2015 = Set.of("MC", "PU", "PM", "MX");

    private final Dialect dialect;
    private final Tracker tracker;
    private final Consumer<String> problems;
    private final ServerMessages today = ServerMessages.standard();
    /** Our heat in the last {@code PU} read, until it is passed on; NaN when none came. */
    private double heatSeen = Double.NaN;
    /** Our food store as the last {@code FX} told it; -1 before any. */
    private int foodLeft = -1;

    OldFrames(Dialect dialect, Tracker tracker, Consumer<String> problems) {
        if (!dialect.isOld()) {
            throw new IllegalArgumentException("today's frames need no rewriting");
        }
        this.dialect = dialect;
        this.tracker = tracker;
        this.problems = problems;
    }

    /** Today's messages for one old frame, with their {@code FM}; none when it could not be read. */
    List<ServerMessage> read(Frame frame) {
        List<ServerMessage> out = new ArrayList<>(3);
        if (tracker.firstFrame() && dialect == Dialect.Y2015) {
            out.add(new Accepted()); // no login in 2015: the first message is the map
        }
        String tag = frame.tag();
        if (!(dialect == Dialect.Y2016 ? TAGS_2016 : TAGS_2015).contains(tag)) {
            problems.accept(ServerText.clean(tag, ServerText.MAX_WORD) + ": skipped a message " + dialect.server()
                    + " never sends");
            return out;
        }
        try {
            switch (tag) {
                case "SN" -> out.add(greeting(frame));
                case "ACCEPTED", "REJECTED" -> decode(frame).ifPresent(out::add);
                case "MC" -> {
                    OldLines.Chunk chunk = OldLines.chunkHeader(frame.lines().get(0));
                    decode(new Frame(
                                    "MC",
                                    List.of(chunk.header()),
                                    OldLines.chunkCells(frame.payload(), dialect, chunk)))
                            .ifPresent(out::add);
                }
                case "PU" -> {
                    List<String> players = players(frame.lines());
                    decode(new Frame("PU", players)).ifPresent(out::add);
                    ourHeat()
                            .flatMap(line -> decode(new Frame("HX", List.of(line))))
                            .ifPresent(out::add);
                }
                case "PM" -> decode(frame).ifPresent(m -> {
                    moves(frame.lines());
                    out.add(m);
                });
                case "MX" -> decode(new Frame("MX", each(tag, frame.lines(), OldLines::mapChange)))
                        .ifPresent(out::add);
                case "PS" -> decode(new Frame("PS", each(tag, frame.lines(), OldLines::speech)))
                        .ifPresent(out::add);
                case "FX" -> decode(new Frame("FX", List.of(OldLines.food(String.join(" ", frame.lines())))))
                        .ifPresent(m -> {
                            if (m instanceof FoodChange food) {
                                foodLeft = food.foodStore();
                            }
                            out.add(m);
                        });
                default -> throw new IllegalStateException("tag list and switch disagree on " + tag);
            }
        } catch (MalformedLineException e) {
            problems.accept(ServerText.clean(
                    tag + ": skipped message " + dialect.server() + " sent: " + e.getMessage(), ServerText.MAX_REPORT));
            return out;
        }
        if (!tag.equals("SN") && !tag.equals("ACCEPTED") && !tag.equals("REJECTED") && out.size() > 0) {
            out.add(new FrameEnd());
        }
        return out;
    }

    /** 2016's {@code SN}: the sequence number alone, which the LOGIN hashes are computed over. */
    private LoginChallenge greeting(Frame frame) {
        List<String> lines = frame.lines();
        if (lines.size() != 1 || !lines.get(0).strip().matches("[0-9]{1,20}")) {
            throw new MalformedLineException("needs one line, the sequence number", String.join("\\n", lines));
        }
        return new LoginChallenge(new PlayerCount(0, 0), lines.get(0).strip(), 0);
    }

    private Optional<ServerMessage> decode(Frame frame) {
        return today.decode(frame, problems);
    }

    /**
     * 2016 tells our heat only in our {@code PU} line, and spends a point of food every
     * {@code 40 * heat} seconds, mirrored above 0.5 and never under 5 s (server.cpp
     * {@code computeFoodDecrementTimeSeconds}): today's {@code HX} with that heat and time, so the
     * status shows what the server counts. 2015 has no food, and no body heat.
     */
    private Optional<String> ourHeat() {
        if (dialect != Dialect.Y2016 || Double.isNaN(heatSeen)) {
            return Optional.empty();
        }
        double value = 20 * 2 * heatSeen;
        if (value > 20) {
            value = 20 - (value - 20);
        }
        double seconds = Math.max(5, value);
        double heat = heatSeen;
        heatSeen = Double.NaN;
        return Optional.of(heat + " " + seconds + " 0");
    }

    private List<String> players(List<String> lines) {
        List<OldLines.PlayerLine> read = new ArrayList<>(lines.size());
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            try {
                read.add(OldLines.player(line, dialect));
            } catch (MalformedLineException e) {
                report("PU", e);
            }
        }
        if (!read.isEmpty()) {
            tracker.firstUpdate(read.get(read.size() - 1).playerId());
        }
        List<String> out = new ArrayList<>(read.size());
        for (OldLines.PlayerLine p : read) {
            int done = 1; // every old PU says the player stands there
            if (tracker.isUs(p.playerId()) && !p.removed()) {
                heatSeen = p.heat();
                if (p.forced()) {
                    tracker.forced(p.holding());
                    done = 0;
                } else {
                    done = tracker.weStand(p.x(), p.y(), p.holding());
                }
            }
            // 2016 names no cause of death; a death with our food at 0 is starving (its only other
            // deaths are a kill and leaving), said as today's server says it
            boolean starved = p.removed() && tracker.isUs(p.playerId()) && foodLeft == 0;
            out.add(p.line(p.removed() ? 0 : done) + (starved ? " reason_hunger" : ""));
        }
        return out;
    }

    /** Our walk cut short ({@code trunc} 1) now ends where the path given ends. */
    private void moves(List<String> lines) {
        for (String line : lines) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 8 && f.length % 2 == 0 && f[5].equals("1")) {
                try {
                    int id = Integer.parseInt(f[0]);
                    if (tracker.isUs(id)) {
                        tracker.cutShort(
                                Integer.parseInt(f[1]) + Integer.parseInt(f[f.length - 2]),
                                Integer.parseInt(f[2]) + Integer.parseInt(f[f.length - 1]));
                    }
                } catch (NumberFormatException e) {
                    // today's parser has reported the line already
                }
            }
        }
    }

    private List<String> each(String tag, List<String> lines, Function<String, String> rewrite) {
        List<String> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            try {
                out.add(rewrite.apply(line));
            } catch (MalformedLineException e) {
                report(tag, e);
            }
        }
        return out;
    }

    private void report(String tag, MalformedLineException e) {
        problems.accept(ServerText.clean(
                (tag.isEmpty() ? "" : tag + ": ") + "skipped a line " + dialect.server() + " sent: " + e.getMessage(),
                ServerText.MAX_REPORT));
    }
}
