package ohol.tui.onelife.net;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import org.apache.commons.codec.digest.DigestUtils;

/**
 * The login hashes: HMAC-SHA1 of the server's challenge, keyed with the server password and with
 * the account key (upper-cased, hyphens removed), written as upper-case hex because the server
 * compares the text case-sensitively.
 */
public final class LoginHasher {
    /** What the official client uses when no server password is set. */
    public static final String NO_PASSWORD = "x";

    private LoginHasher() {}

    public static String passwordHash(String serverPassword, String challenge) {
        return hmac(serverPassword, challenge);
    }

    public static String accountKeyHash(String accountKey, String challenge) {
        return hmac(pureKey(accountKey), challenge);
    }

    /** The account key as the server stores it: upper case, no hyphens (keys are shown as XXXX-XXXX-…). */
    public static String pureKey(String accountKey) {
        return accountKey.strip().replace("-", "").toUpperCase(Locale.ROOT);
    }

    /** SHA-1 of a twin code, upper-case hex as the official client writes it. */
    public static String twinCodeHash(String twinCode) {
        return DigestUtils.sha1Hex(twinCode.getBytes(StandardCharsets.UTF_8)).toUpperCase(Locale.ROOT);
    }

    /** SHA-1's block: an HMAC key is padded (or first hashed) to it. */
    private static final int BLOCK = 64;

    /**
     * HMAC-SHA1 (RFC 2104) over SHA-1 itself: {@code javax.crypto.Mac} would load and check
     * five security providers and the crypto policy first, about 40 ms of every login at start.
     */
    static String hmac(String key, String data) {
        MessageDigest sha1 = sha1();
        byte[] k = key.getBytes(StandardCharsets.UTF_8);
        if (k.length > BLOCK) {
            k = sha1.digest(k);
        }
        byte[] inner = new byte[BLOCK];
        byte[] outer = new byte[BLOCK];
        for (int i = 0; i < BLOCK; i++) {
            byte b = i < k.length ? k[i] : 0;
            inner[i] = (byte) (b ^ 0x36);
            outer[i] = (byte) (b ^ 0x5c);
        }
        sha1.update(inner);
        byte[] innerHash = sha1.digest(data.getBytes(StandardCharsets.UTF_8));
        sha1.update(outer);
        return HexFormat.of().withUpperCase().formatHex(sha1.digest(innerHash));
    }

    private static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-1, which every Java must have", e);
        }
    }
}
