package ohol.tui.onelife.protocol.client;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code LOGIN client_tag email password_hash account_key_hash tutorial_number [twin_code_hash twin_count]#},
 * or {@code RLOGIN …} to reconnect to a life without starting a new one. The hashes are secrets:
 * {@link #toString()} never shows them.
 */
public record Login(
        boolean reconnect,
        String clientTag,
        String email,
        String passwordHash,
        String accountKeyHash,
        int tutorial,
        Optional<Twins> twins)
        implements ClientCommand {
    /** What a hash is shown as where the text sent is kept: a recording, the log. */
    public static final String HIDDEN = "HIDDEN";

    private static final Pattern TAG = Pattern.compile("client_[A-Za-z0-9_-]*");
    private static final Pattern HEX = Pattern.compile("[0-9A-F]{40}");

    /** Playing as twins (or with friends): the SHA-1 of the shared code, and how many are in the party. */
    public record Twins(String codeHash, int count) {
        public Twins {
            if (!HEX.matcher(codeHash).matches()) {
                throw new IllegalArgumentException("twin code hash must be 40 upper-case hex digits");
            }
            if (count < 0) {
                throw new IllegalArgumentException("twin count must not be negative");
            }
        }
    }

    /** Whether {@code email} can go in a LOGIN: printable ASCII without spaces or {@code #} (which ends a message). */
    public static boolean sendable(String email) {
        return !email.isEmpty() && email.chars().noneMatch(c -> c <= ' ' || c == '#' || c > '~');
    }

    public Login {
        if (!TAG.matcher(clientTag).matches()) {
            throw new IllegalArgumentException(
                    "client tag must start with client_ and hold only A-Za-z0-9_-: " + clientTag);
        }
        if (!sendable(email)) {
            throw new IllegalArgumentException("email must be printable ASCII without spaces or '#'");
        }
        if (!HEX.matcher(passwordHash).matches() || !HEX.matcher(accountKeyHash).matches()) {
            throw new IllegalArgumentException("hashes must be 40 upper-case hex digits, as the server compares them");
        }
        if (tutorial < 0) {
            throw new IllegalArgumentException("tutorial number must not be negative");
        }
    }

    @Override
    public String verb() {
        return reconnect ? "RLOGIN" : "LOGIN";
    }

    @Override
    public List<String> args() {
        List<String> out =
                new ArrayList<>(List.of(clientTag, email, passwordHash, accountKeyHash, Integer.toString(tutorial)));
        twins.ifPresent(t -> {
            out.add(t.codeHash());
            out.add(Integer.toString(t.count()));
        });
        return out;
    }

    /**
     * {@code sent}, the text this login went out as (today's form, or an older server's without the
     * client tag), with each of its hashes as {@link #HIDDEN}: what may be kept or shown of it.
     */
    public String hiding(String sent) {
        Set<String> secrets = new HashSet<>(List.of(passwordHash, accountKeyHash));
        twins.ifPresent(t -> secrets.add(t.codeHash()));
        boolean ended = sent.endsWith("#");
        String[] words = (ended ? sent.substring(0, sent.length() - 1) : sent).split(" ", -1);
        for (int i = 0; i < words.length; i++) {
            if (secrets.contains(words[i])) {
                words[i] = HIDDEN;
            }
        }
        return String.join(" ", words) + (ended ? "#" : "");
    }

    @Override
    public String toString() {
        return "Login[" + verb() + " " + clientTag + " " + email + " <hashes hidden> " + tutorial
                + twins.map(t -> " twins of " + t.count()).orElse("") + "]";
    }
}
