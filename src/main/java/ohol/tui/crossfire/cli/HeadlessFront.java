package ohol.tui.crossfire.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.json.JsonLines;
import ohol.tui.core.json.OldNames;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptLines;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.world.View;

/**
 * Crossfire's headless mode on the one loop: a script's lines become actions, every event a JSON
 * line (the names in {@link EventJson}), and the map, when it changed, a {@code map} line at most
 * once a second. The end of the input is a {@code quit}.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class HeadlessFront implements FrontEnd<ScriptInput, PlayerAction, CrossfireEvent> {
    static final long MAP_EVERY_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final CrossfireSession session;
    private final PrintWriter out;
    private final JsonLines json = new JsonLines();
    private final EventJson events;
    private final Glyphs glyphs;
    private Optional<ExitCode> finished = Optional.empty();
    private View shownMap;
    private long mapShownAt;

    public HeadlessFront(CrossfireSession session, Glyphs glyphs, PrintWriter out) {
        this.session = session;
        this.glyphs = glyphs;
        this.out = out;
        this.events = new EventJson(json);
        session.watchSpells();
        session.watchSkills();
    }

    @Override
    public List<PlayerAction> read(ScriptInput input) {
        if (input instanceof ScriptInput.Line line) {
            try {
                return ActionSyntax.parseLine(line.text());
            } catch (IllegalArgumentException e) {
                return refused(line.text(), e.getMessage());
            }
        }
        if (input instanceof ScriptInput.TooLong line) {
            return refused(
                    line.start() + "...",
                    "a line of " + line.chars() + " characters, over " + ScriptLines.MAX_CHARS + ": skipped");
        }
        return List.of(new PlayerAction.Quit());
    }

    private List<PlayerAction> refused(String input, String reason) {
        JsonObject fields = new JsonObject();
        fields.addProperty("input", ohol.tui.core.text.ServerText.clean(input, 300));
        out.println(json.refused(JsonLines.By.CLIENT, OldNames.Was.ERROR, fields, reason, null));
        return List.of();
    }

    @Override
    public Optional<PlayerAction> aim(PlayerAction action) {
        if (action.quits() && session.closed().isPresent()) {
            finished = session.endingOnQuit();
            return Optional.empty();
        }
        return Optional.of(action);
    }

    @Override
    public void show(CrossfireEvent event) {
        out.println(event.accept(events));
        if (event instanceof CrossfireEvent.Closed && finished.isEmpty()) {
            finished = session.ending();
        }
    }

    @Override
    public long frame(long now) {
        if (session.playing() && now - mapShownAt >= MAP_EVERY_NANOS) {
            View v = session.view();
            if (v != shownMap) {
                shownMap = v;
                mapShownAt = now;
                out.println(json.event("map", mapFields(v)));
            }
        }
        out.flush();
        return MAP_EVERY_NANOS;
    }

    private JsonObject mapFields(View v) {
        JsonObject o = new JsonObject();
        o.addProperty("width", v.width());
        o.addProperty("height", v.height());
        JsonArray rows = new JsonArray();
        for (int y = 0; y < v.height(); y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < v.width(); x++) {
                row.append(
                        x == v.width() / 2 && y == v.height() / 2
                                ? '@'
                                : glyphs.of(v.cell(x, y)).glyph());
            }
            rows.add(row.toString());
        }
        o.add("rows", rows);
        return o;
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
