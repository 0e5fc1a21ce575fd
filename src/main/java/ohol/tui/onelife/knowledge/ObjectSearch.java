package ohol.tui.onelife.knowledge;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntPredicate;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Origin;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * Finds objects by what a player types. Exact names come first, then names that start with the
 * words typed, then names with a word that does, then names that hold the text anywhere; within
 * each, an object used up (a bush with berries picked, or an Empty Wild Gooseberry Bush) comes
 * after the full one, so {@code gooseberry} offers the bush with berries before the empty one,
 * unless the words typed name the used-up object better. Stand-ins that never lie in the world
 * ({@code @ Rough Cutter}, {@code >global1}) are never found.
 *
 * <p>Immutable and thread-safe.
 */
public final class ObjectSearch {
    /** Most names {@link #complete} offers: more do not fit a prompt line and say nothing. */
    public static final int MAX_COMPLETIONS = 50;
    /** Longest query read; longer text is cut (no real name comes near it). */
    public static final int MAX_QUERY = 200;

    /** How well a name matches, best first. */
    public enum Fit {
        /** The whole name, any case. */
        EXACT,
        /** The name begins with the text typed. */
        START,
        /** Each word typed begins a word of the name. */
        WORDS,
        /** The text typed is somewhere in the name. */
        PART
    }

    /** An object found, with how well it matched and whether it is a used-up state of another. */
    public record Match(int id, String name, Fit fit, boolean usedUp) {}

    /** Something known on the map: an object id at an offset from us, in tiles, seen {@code secondsAgo} (0: in view). */
    public record InView(int id, int dx, int dy, long secondsAgo) {
        public InView(int id, int dx, int dy) {
            this(id, dx, dy, 0);
        }
    }

    /** Something known on the map that matched, with its offset and how long ago it was seen (0: in view now). */
    public record Seen(int id, String name, Fit fit, boolean usedUp, int dx, int dy, long secondsAgo) {
        public Seen(int id, String name, Fit fit, boolean usedUp, int dx, int dy) {
            this(id, name, fit, usedUp, dx, dy, 0);
        }

        /** Straight-line distance in tiles. */
        public double distance() {
            return Math.hypot(dx, dy);
        }
    }

    private static final Comparator<Match> RANK = Comparator.comparing(Match::fit)
            .thenComparing(Match::usedUp)
            .thenComparingInt(m -> m.name().length())
            .thenComparingInt(Match::id);

    private final ObjectCatalog catalog;
    private final BitSet usedUp;
    /** Distinct names of real objects from files, by lower-case name. */
    private final TreeMap<String, String> names = new TreeMap<>();

    /** A search over {@code catalog}; {@code book} tells which objects are the used-up state of another. */
    public ObjectSearch(ObjectCatalog catalog, TransitionBook book) {
        this.catalog = catalog;
        this.usedUp = usedUp(catalog, book);
        for (ObjectDefinition o : catalog.all()) {
            if (!o.origin().isDummy() && isReal(o.name())) {
                names.putIfAbsent(key(o.name()), o.name());
            }
        }
    }

    /**
     * Use dummies, and what a fixed object with uses turns into when a hand or a tool takes its
     * last use (the Empty Wild Gooseberry Bush after the last berry), as the {@code _LT}
     * transitions say. Left out: what time does at a last use (a boar whose piglet grew up is no
     * used-up boar), things that can be carried (the last Stone of a pile) and wild things (a dug
     * Clay Pit turning back into a Clay Deposit).
     */
    private static BitSet usedUp(ObjectCatalog catalog, TransitionBook book) {
        BitSet used = new BitSet();
        for (ObjectDefinition o : catalog.all()) {
            if (o.origin().kind() == Origin.Kind.USE_DUMMY) {
                used.set(o.id());
            }
        }
        for (Transition t : book.all()) {
            if (!t.lastUseTarget() || t.actor() < 0 || t.newTarget() <= 0 || t.newTarget() == t.target()) {
                continue;
            }
            ObjectDefinition target = catalog.find(t.target()).orElse(null);
            ObjectDefinition after = catalog.find(t.newTarget()).orElse(null);
            if (target != null
                    && after != null
                    && target.numUses() > 1
                    && target.permanent()
                    && after.permanent()
                    && after.mapChance() == 0) {
                used.set(after.id());
            }
        }
        return used;
    }

    /** Whether {@code id} is a used-up state of another object. */
    public boolean isUsedUp(int id) {
        return usedUp.get(id);
    }

    /**
     * Objects from files whose name matches {@code query}, best first (see the class comment);
     * at most {@code limit}.
     */
    public List<Match> find(String query, int limit) {
        String q = normalise(query);
        if (q.isEmpty()) {
            return List.of();
        }
        List<Match> found = new ArrayList<>();
        for (ObjectDefinition o : catalog.all()) {
            if (o.origin().isDummy() || !isReal(o.name())) {
                continue;
            }
            Fit fit = fit(q, o.name());
            if (fit != null) {
                found.add(new Match(o.id(), o.name(), fit, usedUp.get(o.id())));
            }
        }
        found.sort(RANK);
        return found.size() > limit ? List.copyOf(found.subList(0, Math.max(0, limit))) : List.copyOf(found);
    }

    /**
     * Things in view that match {@code query}: by how well they match, a full object before a used
     * one, then nearest first. Dummies are found under their parent's name.
     */
    public List<Seen> nearest(String query, List<InView> inView) {
        String q = normalise(query);
        if (q.isEmpty()) {
            return List.of();
        }
        List<Seen> found = new ArrayList<>();
        for (InView v : inView) {
            if (!catalog.contains(v.id())) {
                continue;
            }
            String name = catalog.displayName(v.id());
            Fit fit = isReal(name) ? fit(q, name) : null;
            if (fit != null) {
                found.add(new Seen(v.id(), name, fit, usedUp.get(v.id()), v.dx(), v.dy(), v.secondsAgo()));
            }
        }
        found.sort(Comparator.comparing(Seen::fit)
                .thenComparing(Seen::usedUp)
                .thenComparingInt(s -> s.dx() * s.dx() + s.dy() * s.dy())
                .thenComparingInt(Seen::dy)
                .thenComparingInt(Seen::dx));
        return List.copyOf(found);
    }

    /**
     * Real object names that begin with {@code prefix} (any case), each once, in alphabetical
     * order; at most {@link #MAX_COMPLETIONS}.
     */
    public List<String> complete(String prefix) {
        String p = normalise(prefix);
        List<String> out = new ArrayList<>();
        for (var e : names.tailMap(p, true).entrySet()) {
            if (!e.getKey().startsWith(p) || out.size() == MAX_COMPLETIONS) {
                break;
            }
            out.add(e.getValue());
        }
        return List.copyOf(out);
    }

    /**
     * Names to offer a player typing {@code text}, best first, at most {@link #MAX_COMPLETIONS}:
     * the names of things {@code known} on the map (nearest first, as given: what lies near, and
     * the food it gives) by how well they match, then the game's other names by how well they
     * match, what {@code edible} says can be eaten first within each fit. So {@code berr} offers
     * the Wild Gooseberry Bush seen nearby and its Gooseberry before a Raw Berry Pie nobody has seen.
     */
    public List<String> offer(String text, List<Integer> known, IntPredicate edible) {
        String q = normalise(text);
        if (q.isEmpty()) {
            return List.of();
        }
        record Named(String name, Fit fit, boolean food, boolean used, int order) {}
        Map<String, Named> near = new LinkedHashMap<>();
        int order = 0;
        for (int id : known) {
            if (!catalog.contains(id)) {
                continue;
            }
            String name = catalog.displayName(id);
            Fit fit = isReal(name) ? fit(q, name) : null;
            if (fit != null) {
                near.putIfAbsent(key(name), new Named(name, fit, edible.test(id), usedUp.get(id), order++));
            }
        }
        List<Named> first = new ArrayList<>(near.values());
        first.sort(Comparator.comparing(Named::fit)
                .thenComparing(Named::used)
                .thenComparing(n -> !n.food())
                .thenComparingInt(Named::order));
        List<Named> rest = new ArrayList<>();
        for (ObjectDefinition o : catalog.all()) {
            if (o.origin().isDummy() || !isReal(o.name()) || near.containsKey(key(o.name()))) {
                continue;
            }
            Fit fit = fit(q, o.name());
            if (fit != null) {
                rest.add(new Named(
                        o.name(),
                        fit,
                        edible.test(o.id()),
                        usedUp.get(o.id()),
                        o.name().length()));
            }
        }
        rest.sort(Comparator.comparing(Named::fit)
                .thenComparing(n -> !n.food())
                .thenComparing(Named::used)
                .thenComparingInt(Named::order)
                .thenComparing(Named::name));
        Set<String> out = new LinkedHashSet<>();
        for (List<Named> part : List.of(first, rest)) {
            for (Named n : part) {
                if (out.size() == MAX_COMPLETIONS) {
                    return List.copyOf(out);
                }
                out.add(n.name());
            }
        }
        return List.copyOf(out);
    }

    /** How well {@code name} matches the normalised query, or null when it does not. */
    static Fit fit(String query, String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals(query)) {
            return Fit.EXACT;
        }
        if (n.startsWith(query)) {
            return Fit.START;
        }
        if (everyWordBeginsAWord(query, n)) {
            return Fit.WORDS;
        }
        return n.contains(query) ? Fit.PART : null;
    }

    private static boolean everyWordBeginsAWord(String query, String name) {
        String[] nameWords = name.split("[^\\p{L}\\p{N}]+");
        for (String want : query.split(" ")) {
            boolean found = false;
            for (String w : nameWords) {
                if (w.startsWith(want)) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** Names of things in the world; category stand-ins start with {@code @}, markers with {@code >}. */
    private static boolean isReal(String name) {
        return !name.isEmpty() && Character.isLetterOrDigit(name.codePointAt(0));
    }

    /** Whether object {@code id}'s name (a dummy's parent's) matches a query already {@link #normalise}d. */
    public boolean matches(String normalisedQuery, int id) {
        if (normalisedQuery.isEmpty() || !catalog.contains(id)) {
            return false;
        }
        String name = catalog.displayName(id);
        return isReal(name) && fit(normalisedQuery, name) != null;
    }

    /** A query as it is matched: cut to {@link #MAX_QUERY}, spaces folded, lower case. */
    public static String normalise(String query) {
        String q = query.length() > MAX_QUERY ? query.substring(0, MAX_QUERY) : query;
        return q.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
