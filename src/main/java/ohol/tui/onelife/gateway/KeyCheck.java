package ohol.tui.onelife.gateway;

import java.nio.file.Path;
import java.security.PublicKey;
import java.util.Optional;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.server.auth.pubkey.PublickeyAuthenticator;
import org.apache.sshd.server.config.keys.AuthorizedKeysAuthenticator;
import org.apache.sshd.server.session.ServerSession;

/**
 * Who may come in: anyone with an SSH key, or, with an authorized-keys file (OpenSSH's format,
 * read again when it changes), only the keys it lists. The fingerprint of the key a session
 * proved is kept on the session: it names the player's remembered account. A refused key is
 * logged the first time on each connection.
 */
final class KeyCheck implements PublickeyAuthenticator {
    static final AttributeKey<String> FINGERPRINT = new AttributeKey<>();

    private final Optional<AuthorizedKeysAuthenticator> listed;
    private final GatewayLog log;

    KeyCheck(Optional<Path> authorizedKeys, GatewayLog log) {
        this.listed = authorizedKeys.map(AuthorizedKeysAuthenticator::new);
        this.log = log;
    }

    @Override
    public boolean authenticate(String username, PublicKey key, ServerSession session) {
        String fingerprint = KeyUtils.getFingerPrint(key);
        boolean ok = listed.map(l -> l.authenticate(username, key, session)).orElse(true);
        if (ok) {
            // a client may offer several keys: the last one accepted is the one it signs with
            session.setAttribute(FINGERPRINT, fingerprint);
        } else if (Admission.first(session, "a key not in the authorized keys")) {
            // once per connection: each further key is counted as an attempt, not logged
            log.line("refused key " + fingerprint + " from " + Admission.address(session)
                    + " (not in the authorized keys)");
        }
        return ok;
    }

    static String fingerprintOf(ServerSession session) {
        String f = session.getAttribute(FINGERPRINT);
        return f == null ? "?" : f;
    }
}
