package ohol.tui.onelife.gateway;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The emails the gateway's players have in its practice world: one per SSH key and per session
 * that key has open at once ({@code ssh-KEY-1@practice}, {@code -2}, ...; the lowest free one).
 * A player who leaves and comes back with the same key logs in with the same email, and the world
 * gives them back the life they left (as the official server does with a LOGIN); so cycling
 * connections never piles up lives: a key has at most as many as it may have sessions at once.
 *
 * <p>Thread-safe: players start and end on their own threads.
 */
final class PracticeNames {
    private static final int KEY_CHARACTERS = 16;

    /** The slots in use per key; a key with none in use is forgotten. */
    private final Map<String, BitSet> inUse = new HashMap<>();

    /** A name for a new session of the key with {@code fingerprint}; give it back with {@link #release}. */
    synchronized Name take(String fingerprint) {
        BitSet slots = inUse.computeIfAbsent(fingerprint, f -> new BitSet());
        int slot = slots.nextClearBit(1);
        slots.set(slot);
        return new Name(fingerprint, slot);
    }

    synchronized void release(Name name) {
        BitSet slots = inUse.get(name.fingerprint());
        if (slots != null) {
            slots.clear(name.slot());
            if (slots.isEmpty()) {
                inUse.remove(name.fingerprint());
            }
        }
    }

    /** How many keys have a session now: for tests. */
    synchronized int keys() {
        return inUse.size();
    }

    /** One session's place: its key and its slot among that key's sessions. */
    record Name(String fingerprint, int slot) {
        /** The email in the practice world: letters and digits of the key's fingerprint, and the slot. */
        String email() {
            String hash = fingerprint.substring(fingerprint.indexOf(':') + 1);
            StringBuilder key = new StringBuilder();
            for (int i = 0; i < hash.length() && key.length() < KEY_CHARACTERS; i++) {
                char c = hash.charAt(i);
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                    key.append(c);
                }
            }
            return "ssh-" + key + "-" + slot + "@practice";
        }
    }
}
