package ohol.tui.onelife.path;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.Predicate;
import ohol.tui.onelife.world.Position;

/**
 * A* over the known map, as the official client searches: eight neighbours, every step costing
 * one (diagonals too), straight steps tried before diagonal ones and the long axis first, so
 * paths look like a person's. Stepping onto a risky tile (within reach of a wolf) costs
 * {@link #RISK_COST} more, so a path goes around where the window has room and through only when
 * there is no other way. The search stays inside a window around start and goal so an
 * unreachable goal costs a bounded amount of work. The servers of 2016 and 2015 take only east,
 * west, north and south steps in a {@code MOVE} (their {@code server.cpp} refuses any other): for
 * them the finder {@link #straightOnly() steps straight only}.
 */
public final class PathFinder {
    /** How far beyond the box around start and goal the search may wander. */
    public static final int MARGIN = 8;
    /** The widest window searched; beyond the map we know, paths make no sense anyway. */
    public static final int MAX_SPAN = 96;
    /**
     * What entering a risky tile costs on top of the step: more than any detour the window allows
     * (its margin is {@link #MARGIN} tiles on each side), so any way around is taken first.
     */
    public static final int RISK_COST = 64;

    private final Predicate<Position> blocked;
    private final Predicate<Position> risky;
    private final boolean diagonals;
    private final boolean babiesFromBeside;

    /** {@code blocked} says which tiles cannot be walked through (unknown tiles count as open). */
    public PathFinder(Predicate<Position> blocked) {
        this(blocked, p -> false);
    }

    /** As above, keeping off {@code risky} tiles (a {@link DangerZone}) where another way exists. */
    public PathFinder(Predicate<Position> blocked, Predicate<Position> risky) {
        this(blocked, risky, true, false);
    }

    private PathFinder(
            Predicate<Position> blocked, Predicate<Position> risky, boolean diagonals, boolean babiesFromBeside) {
        this.blocked = blocked;
        this.risky = risky;
        this.diagonals = diagonals;
        this.babiesFromBeside = babiesFromBeside;
    }

    /** This finder taking only east, west, north and south steps, as the servers of 2016 and 2015 do. */
    public PathFinder straightOnly() {
        return new PathFinder(blocked, risky, false, babiesFromBeside);
    }

    /**
     * This finder for the 2016 server, where a mother picks up a baby from beside it only: its
     * bare-handed {@code USE} takes a baby only on another tile than her own ({@code !(m.x == xd &&
     * m.y == yd)}), and a baby is born on its mother's tile.
     */
    public PathFinder babiesFromBeside() {
        return new PathFinder(blocked, risky, diagonals, true);
    }

    /** Whether standing on {@code from} we can do {@code kind} on {@code tile}, as this server decides. */
    public boolean reaches(Position from, Position tile, Reach.ActionKind kind) {
        if (babiesFromBeside && kind == Reach.ActionKind.BABY && from.equals(tile)) {
            return false;
        }
        return Reach.canActOn(from, tile, kind);
    }

    /**
     * The way to where {@code kind} can be done on {@code tile}: empty list when it can from here,
     * a step aside when it cannot be done on our own tile, else as {@link #pathNextTo}.
     */
    public Optional<List<Position>> pathToActOn(Position from, Position tile, Reach.ActionKind kind) {
        if (reaches(from, tile, kind)) {
            return Optional.of(List.of());
        }
        return from.equals(tile) ? bestSide(from, tile) : pathNextTo(from, tile);
    }

    /** This finder with some tiles blocked as well (those the server refused to let us through). */
    public PathFinder avoiding(Set<Position> tiles) {
        if (tiles.isEmpty()) {
            return this;
        }
        Set<Position> copy = Set.copyOf(tiles);
        return new PathFinder(blocked.or(copy::contains), risky, diagonals, babiesFromBeside);
    }

    /**
     * The tiles to walk through from {@code start} (excluded) to {@code goal} (included), or
     * empty when the goal is blocked or cannot be reached within the window.
     */
    public Optional<List<Position>> path(Position start, Position goal) {
        if (start.equals(goal)) {
            return Optional.of(List.of());
        }
        if (blocked.test(goal) || start.chebyshevDistance(goal) > MAX_SPAN) {
            return Optional.empty();
        }
        return new Search(start, goal).run();
    }

    /**
     * The way up to {@code target} for acting on it, as the official client walks: to the one of
     * its four side-by-side neighbours (never a diagonal one, which the server does not act from)
     * with the shortest path, ties going west, east, south, north in that order; onto the target
     * itself only when no neighbour can be reached and it does not block. Empty list when we
     * already stand on it or beside it; empty when there is no way.
     */
    public Optional<List<Position>> pathNextTo(Position start, Position target) {
        if (Reach.canActOn(start, target, Reach.ActionKind.USE)) {
            return Optional.of(List.of());
        }
        return bestSide(start, target).or(() -> path(start, target)); // the last resort: stand on it, if it lets us
    }

    private Optional<List<Position>> bestSide(Position start, Position target) {
        List<Position> best = null;
        for (Position side : Reach.sides(target)) {
            Optional<List<Position>> p = path(start, side);
            if (p.isPresent() && (best == null || cost(p.get()) < cost(best))) {
                best = p.get();
            }
        }
        return Optional.ofNullable(best);
    }

    /** What walking a path costs: a step each, and {@link #RISK_COST} more for each risky tile. */
    public int cost(List<Position> path) {
        int total = 0;
        for (Position p : path) {
            total += 1 + (risky.test(p) ? RISK_COST : 0);
        }
        return total;
    }

    /** One search over a window of the map, with arrays indexed by window cell. */
    private final class Search {
        private final Position start;
        private final Position goal;
        private final int left;
        private final int bottom;
        private final int width;
        private final int height;
        private final int[] cost;
        private final int[] from;
        private final boolean longAxisY;

        Search(Position start, Position goal) {
            this.start = start;
            this.goal = goal;
            left = Math.min(start.x(), goal.x()) - MARGIN;
            bottom = Math.min(start.y(), goal.y()) - MARGIN;
            width = Math.abs(start.x() - goal.x()) + 2 * MARGIN + 1;
            height = Math.abs(start.y() - goal.y()) + 2 * MARGIN + 1;
            cost = new int[width * height];
            from = new int[width * height];
            Arrays.fill(cost, Integer.MAX_VALUE);
            longAxisY = Math.abs(goal.y() - start.y()) > Math.abs(goal.x() - start.x());
        }

        private int index(int x, int y) {
            return (y - bottom) * width + (x - left);
        }

        private int estimate(int x, int y) {
            int dx = Math.abs(goal.x() - x);
            int dy = Math.abs(goal.y() - y);
            return diagonals ? Math.max(dx, dy) : dx + dy;
        }

        Optional<List<Position>> run() {
            // entries: {f, h, order, index}; ties broken by estimate, then by discovery order
            PriorityQueue<long[]> open = new PriorityQueue<>((a, b) -> {
                for (int i = 0; i < 3; i++) {
                    int c = Long.compare(a[i], b[i]);
                    if (c != 0) {
                        return c;
                    }
                }
                return 0;
            });
            int startIndex = index(start.x(), start.y());
            cost[startIndex] = 0;
            from[startIndex] = -1;
            long order = 0;
            open.add(new long[] {estimate(start.x(), start.y()), estimate(start.x(), start.y()), order++, startIndex});
            int goalIndex = index(goal.x(), goal.y());
            int[][] steps = neighbourOrder();
            while (!open.isEmpty()) {
                long[] best = open.poll();
                int i = (int) best[3];
                if (i == goalIndex) {
                    return Optional.of(trace(goalIndex));
                }
                int g = cost[i];
                if (best[0] - estimate(left + i % width, bottom + i / width) > g) {
                    continue; // a stale entry: this cell was reached more cheaply since
                }
                int x = left + i % width;
                int y = bottom + i / width;
                for (int[] step : steps) {
                    int nx = x + step[0];
                    int ny = y + step[1];
                    if (nx < left || ny < bottom || nx >= left + width || ny >= bottom + height) {
                        continue;
                    }
                    int n = index(nx, ny);
                    Position next = new Position(nx, ny);
                    if (g + 1 >= cost[n] || blocked.test(next)) {
                        continue;
                    }
                    int reached = g + 1 + (risky.test(next) ? RISK_COST : 0);
                    if (reached >= cost[n]) {
                        continue;
                    }
                    cost[n] = reached;
                    from[n] = i;
                    int h = estimate(nx, ny);
                    open.add(new long[] {reached + h, h, order++, n});
                }
            }
            return Optional.empty();
        }

        private int[][] neighbourOrder() {
            int[][] straight = longAxisY
                    ? new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}
                    : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            if (!diagonals) {
                return straight;
            }
            int[][] all = new int[8][];
            System.arraycopy(straight, 0, all, 0, 4);
            all[4] = new int[] {-1, -1};
            all[5] = new int[] {-1, 1};
            all[6] = new int[] {1, 1};
            all[7] = new int[] {1, -1};
            return all;
        }

        private List<Position> trace(int goalIndex) {
            Deque<Position> path = new ArrayDeque<>();
            for (int i = goalIndex; from[i] >= 0; i = from[i]) {
                path.addFirst(new Position(left + i % width, bottom + i / width));
            }
            return new ArrayList<>(path);
        }
    }
}
