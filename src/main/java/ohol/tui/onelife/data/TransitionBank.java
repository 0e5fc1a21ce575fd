package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The transitions while the generators build them, with the official {@code transitionBank.cpp}'s
 * primitives: {@code getTrans}, {@code addTrans}, {@code deleteTransFromBank}, and each object's
 * uses (the transitions it is the actor or target of). Records keep the order they came in;
 * deleted ones stay in place, marked. Not thread-safe.
 */
final class TransitionBank {
    private final List<TransRecord> records = new ArrayList<>();
    private final Map<Long, TransRecord> byKey = new HashMap<>();
    private final Map<Integer, List<TransRecord>> uses = new HashMap<>();

    /** A transition's identity: the official bank holds one per actor, target and last-use flags. */
    static long key(int actor, int target, boolean lastUseActor, boolean lastUseTarget) {
        return (actor & 0xFFFF_FFFFL) << 32
                | (target & 0x3FFF_FFFFL) << 2
                | (lastUseActor ? 2 : 0)
                | (lastUseTarget ? 1 : 0);
    }

    private static long keyOf(TransRecord r) {
        return key(r.actor, r.target, r.lastUseActor, r.lastUseTarget);
    }

    /** A transition read from the files; of two files for one key the first answers, as in getTrans. */
    void load(TransRecord r) {
        records.add(r);
        byKey.putIfAbsent(keyOf(r), r);
        index(r);
    }

    /** How many records there are, deleted ones included. */
    int size() {
        return records.size();
    }

    /** The record at {@code index}, in the order they came in. */
    TransRecord at(int index) {
        return records.get(index);
    }

    /** All records in order, deleted ones included; not to be iterated while adding. */
    List<TransRecord> records() {
        return Collections.unmodifiableList(records);
    }

    private void index(TransRecord r) {
        if (r.actor > 0) {
            uses.computeIfAbsent(r.actor, k -> new ArrayList<>(2)).add(r);
        }
        if (r.target >= 0 && r.target != r.actor) {
            uses.computeIfAbsent(r.target, k -> new ArrayList<>(2)).add(r);
        }
    }

    /** The transitions {@code id} is the actor or target of; the bank's own list, changed by add and delete. */
    List<TransRecord> usesOf(int id) {
        return uses.getOrDefault(id, List.of());
    }

    /** {@code getTrans}: the transition with this key, if any. */
    TransRecord get(int actor, int target, boolean lastUseActor, boolean lastUseTarget) {
        if (target < 0 && actor <= 0) {
            return null; // the official lookup indexes by target, else by a positive actor
        }
        return byKey.get(key(actor, target, lastUseActor, lastUseTarget));
    }

    /** {@code addTrans}: a new transition, or new values for the one with the same key. */
    void add(TransRecord values) {
        TransRecord existing = get(values.actor, values.target, values.lastUseActor, values.lastUseTarget);
        if (existing == null) {
            TransRecord r = values.copy();
            records.add(r);
            byKey.put(keyOf(r), r);
            index(r);
        } else {
            TransRecord.copyValues(values, existing);
        }
    }

    /** {@code deleteTransFromBank}: the transition with {@code r}'s key is gone (marked deleted). */
    void delete(TransRecord r) {
        TransRecord found = get(r.actor, r.target, r.lastUseActor, r.lastUseTarget);
        if (found == null) {
            return;
        }
        byKey.remove(keyOf(found));
        if (found.actor > 0) {
            usesOf(found.actor).remove(found);
        }
        if (found.target >= 0) {
            usesOf(found.target).remove(found);
        }
        found.deleted = true;
    }

    /** The transitions not deleted, in the order the official bank holds them. */
    List<Transition> transitions() {
        List<Transition> all = new ArrayList<>(records.size());
        for (TransRecord r : records) {
            if (!r.deleted) {
                all.add(r.toTransition());
            }
        }
        return all;
    }
}
