package ohol.tui.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import ohol.tui.core.term.Hangup;

/**
 * A process for {@link HangupTest}: installs {@link Hangup}, says whether it catches SIGHUP, and
 * ends with {@link ohol.tui.core.loop.ExitCode.HANGUP.status()} on a hangup, or with 0 when told {@code quit} on its input.
 */
public final class HangupChild {
    private HangupChild() {}

    public static void main(String[] args) throws Exception {
        Hangup hangup = Hangup.install(() -> {
            System.out.println("hung up");
            System.out.flush();
            System.exit(ohol.tui.core.loop.ExitCode.HANGUP.status());
        });
        System.out.println("catching=" + hangup.catching());
        System.out.println("ready");
        System.out.flush();
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("quit")) {
                System.out.println("quit heard=" + hangup.heard());
                hangup.close();
                return;
            }
        }
    }
}
