package ohol.tui.net;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.commons.codec.digest.DigestUtils;
import org.apache.commons.codec.digest.HmacAlgorithms;
import org.apache.commons.codec.digest.HmacUtils;

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

    private static String hmac(String key, String data) {
        return new HmacUtils(HmacAlgorithms.HMAC_SHA_1, key.getBytes(StandardCharsets.UTF_8))
                .hmacHex(data.getBytes(StandardCharsets.UTF_8))
                .toUpperCase(Locale.ROOT);
    }
}
