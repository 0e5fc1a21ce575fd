package ohol.tui.app;

import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.util.Optional;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.headless.Json;
import ohol.tui.onelife.net.LoginStep;
import ohol.tui.onelife.ui.ConnectingScreen;

/**
 * Tells each step of getting into the game where the player looks: on the connecting screen, or
 * as headless JSON lines ({@code login_step}, and {@code login_failed} naming the step that
 * failed), and in the debug log. The JSON names and fields are a public interface.
 *
 * <p>Thread safety: told by one thread at a time (the one that logs in).
 */
final class LoginProgress implements LoginStep.Listener {
    private final Optional<PrintWriter> json;
    private final ConnectingScreen screen;
    private final DebugLog log;
    private final Json writer = new Json();
    private LoginStep last;

    private LoginProgress(Optional<PrintWriter> json, ConnectingScreen screen, DebugLog log) {
        this.json = json;
        this.screen = screen;
        this.log = log;
    }

    /** For headless: JSON lines on {@code out}. */
    static LoginProgress headless(PrintWriter out, DebugLog log) {
        return new LoginProgress(Optional.of(out), new ConnectingScreen(), log);
    }

    /** For the screen: drawn on {@code screen} once it is set up. */
    static LoginProgress onScreen(ConnectingScreen screen, DebugLog log) {
        return new LoginProgress(Optional.empty(), screen, log);
    }

    ConnectingScreen screen() {
        return screen;
    }

    @Override
    public void step(LoginStep step) {
        last = step;
        log.line(step.words());
        screen.step(step);
        json.ifPresent(out -> {
            JsonObject fields = new JsonObject();
            fields.addProperty("step", step.jsonName());
            step.fields().forEach((name, value) -> {
                if (value instanceof Number n) {
                    fields.addProperty(name, n);
                } else {
                    fields.addProperty(name, ServerText.clean(String.valueOf(value)));
                }
            });
            print(out, "login_step", fields, ServerText.clean(step.words()));
        });
    }

    /** A line to show with the steps (the reflector's answer). */
    void said(String line) {
        screen.said(line);
    }

    /** The step under way failed, for {@code reason} (one line, also said on standard error). */
    void failed(String reason) {
        log.line("failed: " + reason);
        json.ifPresent(out -> {
            JsonObject fields = new JsonObject();
            if (last != null) {
                fields.addProperty("step", last.jsonName());
            }
            fields.addProperty("reason", ServerText.clean(reason));
            print(out, "login_failed", fields, ServerText.clean(reason));
        });
    }

    private void print(PrintWriter out, String event, JsonObject fields, String sentence) {
        out.println(writer.event(event, fields, sentence));
        out.flush();
    }
}
