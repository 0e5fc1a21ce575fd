package ohol.tui.replay;

import java.nio.charset.StandardCharsets;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.Login;

/** A command as a recording keeps it: a login without its hashes (the key's, the password's, a twin code's). */
final class Hidden {
    private Hidden() {}

    static final String MARK = "HIDDEN";

    static byte[] of(ClientCommand command, byte[] sent) {
        if (!(command instanceof Login login)) {
            return sent;
        }
        StringBuilder b = new StringBuilder(login.verb())
                .append(' ')
                .append(login.clientTag())
                .append(' ')
                .append(login.email())
                .append(' ')
                .append(MARK)
                .append(' ')
                .append(MARK)
                .append(' ')
                .append(login.tutorial());
        login.twins().ifPresent(t -> b.append(' ').append(MARK).append(' ').append(t.count()));
        return b.append('#').toString().getBytes(StandardCharsets.UTF_8);
    }
}
