package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * One new character on the real Crossfire server, played through the built client
 * ({@code ohol-tui crossfire --headless}) as a script would: lines in, the JSON events out. What
 * the tests check is what the server sent as the client prints it: its {@code map} (the view
 * that {@code map2} draws and scrolls), its {@code items} (what {@code item2}, {@code upditem} and
 * {@code delitem} put on our cell and in our pack) and its {@code message}s. The client's own
 * {@code done} only says the client thinks an action went through.
 *
 * <p>Everything is looked for among the events printed after a {@link #mark()}, so that the order
 * in which the server's answers come (a {@code comc} before or after the map it moved) does not
 * matter.
 */
final class CrossfirePlayer implements AutoCloseable {
    /** The password of every test character (a throwaway on a private server), given as the client takes secrets. */
    static final String PASSWORD = "realsuitepass";
    /** How long the server may take to answer one action. */
    static final Duration ANSWER = Duration.ofSeconds(10);
    /** How long a step may take to show on the map (the client prints the map at most once a second). */
    static final Duration STEP = Duration.ofSeconds(5);
    /** What a character may walk on, as the default theme draws it: floors, the pentagram, food, coins. */
    static final String WALKABLE = ".*%$";

    private static final Random RANDOM = new Random();
    /** The eight steps as the server's commands name them: x east, y south, as on the map. */
    static final Map<String, int[]> STEPS = stepWords();

    final String name;
    final LiveClient client;

    private CrossfirePlayer(String name, LiveClient client) {
        this.name = name;
        this.client = client;
    }

    /** A name the server has not seen: letters only (it refuses digits), at most 16. */
    static String newName() {
        StringBuilder b = new StringBuilder("Cf");
        for (int i = 0; i < 10; i++) {
            b.append((char) ('a' + RANDOM.nextInt(26)));
        }
        return b.toString();
    }

    /** Starts the client as a new character, the password in {@code $OHOL_CROSSFIRE_PASSWORD}. */
    static CrossfirePlayer start(RealServers.Address server) throws IOException {
        return start(server, newName());
    }

    /**
     * Starts the client as {@code name}, with the query login: a new character stays in the Hall
     * of Selection, whose layout the tests walk.
     */
    static CrossfirePlayer start(RealServers.Address server, String name) throws IOException {
        return start(server, name, PASSWORD, "--login", "query");
    }

    /** Starts the client as {@code name} with {@code password} and further options ({@code --account NAME}...). */
    static CrossfirePlayer start(RealServers.Address server, String name, String password, String... options)
            throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of(
                "crossfire",
                "--headless",
                "--host",
                server.host(),
                "--port",
                Integer.toString(server.port()),
                "--name",
                name));
        args.addAll(List.of(options));
        return new CrossfirePlayer(name, LiveClient.start(Map.of("OHOL_CROSSFIRE_PASSWORD", password), args));
    }

    /** A new character, in the world. */
    static CrossfirePlayer join(RealServers.Address server) throws IOException, InterruptedException {
        return join(server, newName());
    }

    /** {@code name}, in the world. */
    static CrossfirePlayer join(RealServers.Address server, String name) throws IOException, InterruptedException {
        CrossfirePlayer p = start(server, name);
        p.awaitPlaying();
        return p;
    }

    JsonObject awaitPlaying() throws InterruptedException {
        return await(0, "'playing'", j -> LiveClient.isEvent(j, "playing"), LiveClient.PATIENCE);
    }

    // the events

    /** Every event printed so far. */
    List<JsonObject> events() {
        return client.all(j -> "event".equals(LiveClient.string(j, "type")));
    }

    /** Where the events printed from now on begin. */
    int mark() {
        return events().size();
    }

    List<JsonObject> since(int mark) {
        List<JsonObject> all = events();
        return all.subList(Math.min(mark, all.size()), all.size());
    }

    /** The first event after {@code mark} that {@code test} takes; fails saying what came when none does in time. */
    JsonObject await(int mark, String what, Predicate<JsonObject> test, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            for (JsonObject e : since(mark)) {
                if (test.test(e)) {
                    return e;
                }
            }
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError(name + ": no " + what + " in " + patience.toSeconds() + " s; "
                        + "the client printed meanwhile:\n" + describe(since(mark)) + "standard error:\n"
                        + client.err());
            }
            Thread.sleep(100);
        }
    }

    /** Waits until {@code test} holds, at most {@code patience}; whether it did. */
    static boolean within(Duration patience, BooleanSupplier test) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!test.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    /** Events as lines to read in a failure: the maps as their rows, long texts cut. */
    static String describe(List<JsonObject> events) {
        StringBuilder b = new StringBuilder();
        int from = Math.max(0, events.size() - 60);
        for (JsonObject e : events.subList(from, events.size())) {
            String line = LiveClient.isEvent(e, "map") ? "map " + rows(e) : e.toString();
            b.append(line.length() > 400 ? line.substring(0, 400) + "..." : line)
                    .append('\n');
        }
        return b.toString();
    }

    String printedSince(int mark) {
        return describe(since(mark));
    }

    // actions

    void send(String line) throws IOException {
        client.send(line);
    }

    /**
     * Sends {@code line} (written as the client names the action: {@code move east}, {@code drop
     * NAME}, a server command as it is) and returns the client's answer to it, {@code done} or
     * {@code failed}.
     */
    JsonObject act(String line) throws IOException, InterruptedException {
        int mark = mark();
        send(line);
        return await(
                mark,
                "answer to '" + line + "'",
                j -> line.equals(LiveClient.string(j, "action"))
                        && (LiveClient.isEvent(j, "done") || LiveClient.isEvent(j, "refused")),
                ANSWER);
    }

    /** As {@link #act}, and the client must say it was done. */
    JsonObject done(String line) throws IOException, InterruptedException {
        int mark = mark();
        JsonObject answer = act(line);
        assertEquals(
                "done",
                LiveClient.string(answer, "event"),
                name + ": '" + line + "' was not done: " + answer + "\nthe client printed meanwhile:\n"
                        + printedSince(mark));
        return answer;
    }

    /** The first server message after {@code mark} whose text {@code test} takes. */
    JsonObject message(int mark, String what, Predicate<String> test) throws InterruptedException {
        return await(
                mark,
                "message " + what,
                j -> LiveClient.isEvent(j, "message") && test.test(LiveClient.string(j, "text")),
                ANSWER);
    }

    /** Quits and checks the client ends with status 0. */
    void quit() throws IOException, InterruptedException {
        send("quit");
        assertEquals(0, client.finish(), client.err());
    }

    @Override
    public void close() {
        client.close();
    }

    // items

    /** The items of an {@code items} event. */
    static List<JsonObject> items(JsonObject event) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : event.getAsJsonArray("items")) {
            out.add(e.getAsJsonObject());
        }
        return out;
    }

    /** What the server last said lies in {@code where} ({@code ground} or {@code inventory}). */
    List<JsonObject> items(String where) {
        List<JsonObject> latest = List.of();
        for (JsonObject e : events()) {
            if (LiveClient.isEvent(e, "items") && where.equals(LiveClient.string(e, "where"))) {
                latest = items(e);
            }
        }
        return latest;
    }

    /** The first {@code items} event for {@code where} after {@code mark} that {@code test} takes. */
    List<JsonObject> awaitItems(int mark, String where, String what, Predicate<List<JsonObject>> test)
            throws InterruptedException {
        return items(await(
                mark,
                where + " items event with " + what,
                j -> LiveClient.isEvent(j, "items")
                        && where.equals(LiveClient.string(j, "where"))
                        && test.test(items(j)),
                ANSWER));
    }

    /** An item's name as the server names one of it or the pile ("gold coins"), without the count the client puts first. */
    static String plainName(JsonObject item) {
        String label = LiveClient.string(item, "name");
        return item.get("count").getAsLong() > 1 ? label.replaceFirst("^\\d+ ", "") : label;
    }

    static long count(JsonObject item) {
        return Math.max(1, item.get("count").getAsLong());
    }

    static long tag(JsonObject item) {
        return item.get("tag").getAsLong();
    }

    // the map

    /** The rows of a {@code map} event: one glyph a cell, {@code @} (us) in the middle. */
    static List<String> rows(JsonObject map) {
        List<String> rows = new ArrayList<>();
        JsonArray a = map.getAsJsonArray("rows");
        for (JsonElement e : a) {
            rows.add(e.getAsString());
        }
        return rows;
    }

    /** The map as last printed. */
    Optional<List<String>> map() {
        List<JsonObject> maps = client.all(j -> LiveClient.isEvent(j, "map"));
        return maps.isEmpty() ? Optional.empty() : Optional.of(rows(maps.get(maps.size() - 1)));
    }

    /**
     * The map once it has settled: the same twice in a row (the client prints it again each second
     * that anything changed, the stats included), or the last one after a few seconds.
     */
    List<String> settledMap() throws InterruptedException {
        within(Duration.ofSeconds(6), () -> {
            List<JsonObject> maps = client.all(j -> LiveClient.isEvent(j, "map"));
            int n = maps.size();
            return n >= 2 && rows(maps.get(n - 1)).equals(rows(maps.get(n - 2)));
        });
        return map().orElseThrow(() -> new AssertionError(name + ": no map printed:\n" + printedSince(0)));
    }

    /**
     * How much of {@code after} is {@code before} moved by one step ({@code dx}, {@code dy}): the
     * share of the cells both show where {@code after(x, y)} is {@code before(x + dx, y + dy)}, as
     * the server's {@code map2} scroll makes it after a step that way. Our own cell (the middle) is
     * left out.
     */
    static double agreement(List<String> before, List<String> after, int dx, int dy) {
        int h = Math.min(before.size(), after.size());
        int w = after.get(0).length();
        int cx = w / 2;
        int cy = after.size() / 2;
        int same = 0;
        int total = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int bx = x + dx;
                int by = y + dy;
                if (by < 0
                        || by >= h
                        || bx < 0
                        || bx >= before.get(by).length()
                        || x >= after.get(y).length()) {
                    continue;
                }
                if ((x == cx && y == cy) || (bx == cx && by == cy)) {
                    continue;
                }
                total++;
                if (after.get(y).charAt(x) == before.get(by).charAt(bx)) {
                    same++;
                }
            }
        }
        return total == 0 ? 0 : (double) same / total;
    }

    /** The step (or none: 0, 0) that best turns {@code before} into {@code after}. */
    static int[] shift(List<String> before, List<String> after) {
        int[] best = {0, 0};
        double score = -1;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                double s = agreement(before, after, dx, dy);
                if (s > score) {
                    score = s;
                    best = new int[] {dx, dy};
                }
            }
        }
        return best;
    }

    static String agreements(List<String> before, List<String> after) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, int[]> e : STEPS.entrySet()) {
            b.append(
                    String.format("%s %.2f, ", e.getKey(), agreement(before, after, e.getValue()[0], e.getValue()[1])));
        }
        return b.append(String.format("none %.2f", agreement(before, after, 0, 0)))
                .toString();
    }

    /**
     * Takes one step {@code way} ({@code north}, {@code southeast}...) from where {@code before}
     * shows us, and checks that the server moved us: the client says it was done, and a map comes
     * that is {@code before} scrolled by exactly that step (nine in ten of the cells both show).
     * Returns that map.
     */
    List<String> step(List<String> before, String way) throws IOException, InterruptedException {
        int[] d = STEPS.get(way);
        int mark = mark();
        done("move " + way);
        JsonObject moved;
        try {
            moved = await(
                    mark,
                    "map scrolled by a step",
                    j -> LiveClient.isEvent(j, "map") && !Arrays.equals(shift(before, rows(j)), new int[] {0, 0}),
                    STEP);
        } catch (AssertionError e) {
            List<String> now = map().orElse(before);
            throw new AssertionError(
                    name + ": the server did not move us " + way + ": no map came scrolled by a step ("
                            + agreements(before, now) + ").\nbefore:\n" + String.join("\n", before) + "\nnow:\n"
                            + String.join("\n", now),
                    e);
        }
        List<String> after = rows(moved);
        double expected = agreement(before, after, d[0], d[1]);
        if (expected < 0.9 || !Arrays.equals(shift(before, after), d)) {
            throw new AssertionError(name + ": after 'move " + way + "' the map did not scroll " + way + " ("
                    + agreements(before, after) + ").\nbefore:\n" + String.join("\n", before) + "\nafter:\n"
                    + String.join("\n", after));
        }
        return after;
    }

    /**
     * Walks, a straight step at a time, to the nearest cell {@code target} takes (given the map
     * and a cell's x, y in it), over what {@link #WALKABLE} draws; each step checked by
     * {@link #step}. Stops early when {@code arrived} says so. Returns the last map.
     */
    List<String> walkTo(String what, BiPredicate<List<String>, int[]> target, BooleanSupplier arrived, int maxSteps)
            throws IOException, InterruptedException {
        List<String> map = settledMap();
        for (int i = 0; i <= maxSteps; i++) {
            if (arrived.getAsBoolean()) {
                return map;
            }
            Optional<int[]> next = firstStep(map, target);
            if (next.isEmpty()) {
                throw new AssertionError(name + ": no way to " + what + " on the map:\n" + String.join("\n", map));
            }
            if (next.get()[0] == 0 && next.get()[1] == 0) {
                return map;
            }
            map = step(map, word(next.get()[0], next.get()[1]));
        }
        throw new AssertionError(name + ": not at " + what + " after " + maxSteps + " steps; the map:\n"
                + String.join("\n", map) + "\nthe ground: " + items("ground"));
    }

    /** The first straight step of a shortest path to a cell {@code target} takes; 0, 0 when we are on one. */
    static Optional<int[]> firstStep(List<String> map, BiPredicate<List<String>, int[]> target) {
        int h = map.size();
        int w = map.get(0).length();
        int[] start = {w / 2, h / 2};
        Map<Integer, int[]> first = new HashMap<>();
        Deque<int[]> queue = new ArrayDeque<>();
        first.put(start[1] * w + start[0], new int[] {0, 0});
        queue.add(start);
        while (!queue.isEmpty()) {
            int[] c = queue.poll();
            if (target.test(map, c)) {
                return Optional.of(first.get(c[1] * w + c[0]));
            }
            for (int[] d : new int[][] {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}) {
                int x = c[0] + d[0];
                int y = c[1] + d[1];
                if (x < 0 || y < 0 || y >= h || x >= map.get(y).length() || first.containsKey(y * w + x)) {
                    continue;
                }
                if (WALKABLE.indexOf(map.get(y).charAt(x)) < 0) {
                    continue;
                }
                first.put(y * w + x, c == start ? d : first.get(c[1] * w + c[0]));
                queue.add(new int[] {x, y});
            }
        }
        return Optional.empty();
    }

    /** The glyph at {@code x}, {@code y} of the map; a blank outside it. */
    static char at(List<String> map, int x, int y) {
        return y < 0 || y >= map.size() || x < 0 || x >= map.get(y).length()
                ? ' '
                : map.get(y).charAt(x);
    }

    /** Whether one can stand at {@code x}, {@code y}: a walkable glyph, or us. */
    static boolean walkable(List<String> map, int x, int y) {
        char c = at(map, x, y);
        return c == '@' || WALKABLE.indexOf(c) >= 0;
    }

    static String word(int dx, int dy) {
        for (Map.Entry<String, int[]> e : STEPS.entrySet()) {
            if (e.getValue()[0] == dx && e.getValue()[1] == dy) {
                return e.getKey();
            }
        }
        throw new IllegalArgumentException(dx + "," + dy);
    }

    private static Map<String, int[]> stepWords() {
        Map<String, int[]> m = new LinkedHashMap<>();
        m.put("north", new int[] {0, -1});
        m.put("northeast", new int[] {1, -1});
        m.put("east", new int[] {1, 0});
        m.put("southeast", new int[] {1, 1});
        m.put("south", new int[] {0, 1});
        m.put("southwest", new int[] {-1, 1});
        m.put("west", new int[] {-1, 0});
        m.put("northwest", new int[] {-1, -1});
        return Collections.unmodifiableMap(m);
    }
}
