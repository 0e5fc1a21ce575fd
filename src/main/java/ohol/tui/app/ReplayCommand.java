package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.text.ServerText;
import ohol.tui.crossfire.cli.HeadlessReplay;
import ohol.tui.crossfire.replay.CastReplay;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.headless.HeadlessFrontEnd;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.replay.CastWriter;
import ohol.tui.onelife.replay.Replayer;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.ui.GlyphTheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ohol-tui replay FILE}: plays a recording ({@code --record}) back. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description =
                "Play a recorded life or Crossfire session (see --record) back on the screen; --headless prints the JSON lines the live run"
                        + " printed; --cast writes an asciicast of the screen.")
final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "A recording made with --record.")
    Path file;

    @Option(names = "--headless", description = "Print the JSON lines of the life as headless mode printed them.")
    boolean headless;

    @Option(names = "--data", paramLabel = "DIR", description = "Game data folder (with objects/), for object names.")
    Path data;

    @Option(
            names = "--cast",
            paramLabel = "OUT.cast",
            description = "Write the life as an asciicast (asciinema's format, version 2) instead of showing it.")
    Path cast;

    @Option(names = "--size", paramLabel = "COLSxROWS", description = "The cast's terminal size (default: 100x30).")
    String size;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (Files.isDirectory(file)) {
            throw new UserError(file + " is a folder, not a recording");
        }
        if (headless && cast != null) {
            throw new UserError("--headless and --cast are two ways to replay: give one");
        }
        if (size != null && cast == null) {
            throw new UserError("--size is the size of a cast: give --cast OUT.cast too");
        }
        boolean crossfire;
        try (RecordingReader reader = open(file)) {
            crossfire = reader.header().crossfire();
        }
        if (crossfire) {
            return crossfire(out, err);
        }
        if (!headless) {
            return shown(err);
        }
        try (RecordingReader reader = open(file)) {
            GameSession.Parts parts = parts(reader, err);
            ReplayClock clock = new ReplayClock();
            HeadlessFrontEnd[] front = new HeadlessFrontEnd[1];
            Replayer replayer = new Replayer(reader, parts, clock, e -> front[0].show(e));
            front[0] = new HeadlessFrontEnd(replayer.session(), out, new PrintWriter(PrintWriter.nullWriter()));
            replayer.session().awaitKnowledge();
            replayer.run();
            out.flush();
            if (replayer.end().orElseThrow() instanceof RecordEntry.Damaged d) {
                err.println("ohol-tui: " + d.where() + "; replayed up to there");
                err.flush();
                return ExitCode.USER_ERROR.status();
            }
            if (replayer.noLife().isPresent()) {
                err.println("ohol-tui: " + replayer.noLife().get());
                err.flush();
                return ExitCode.USER_ERROR.status();
            }
            return ExitCode.OK.status();
        }
    }

    /** A Crossfire session's recording: its headless lines, or on the screen. */
    private int crossfire(PrintWriter out, PrintWriter err) throws Exception {
        try (RecordingReader reader = open(file)) {
            if (cast != null) {
                return new CastExport(cast, size).write((c, r, t, w) -> CastReplay.write(reader, c, r, t, w), err);
            }
            if (headless) {
                return HeadlessReplay.run(reader, Glyphs.defaults(), out, err).status();
            }
            return CrossfireReplayScreen.run(() -> RecordingReader.open(file), err);
        }
    }

    /** On the screen, or into a cast. */
    private int shown(PrintWriter err) throws Exception {
        GameSession.Parts parts;
        try (RecordingReader reader = open(file)) {
            parts = parts(reader, err);
        }
        ScreenReplay.Opener opener = () -> RecordingReader.open(file);
        Map<String, String> env = System.getenv();
        OwnLooks own = new OwnLooks(null, null, env);
        Keymap<Action> keymap = own.keymap(KeymapLoader.defaults(), w -> err.println("ohol-tui: " + w));
        GlyphTheme theme = own.theme(GlyphTheme.defaults());
        if (cast != null) {
            return new CastExport(cast, size)
                    .write(opener, parts, new CastWriter.Looks(parts.catalog(), keymap, theme), err);
        }
        return ReplayScreen.run(
                new ScreenReplay(opener, parts, System::nanoTime), parts.catalog(), keymap, theme, env, err);
    }

    private static RecordingReader open(Path file) throws UserError {
        try {
            return RecordingReader.open(file);
        } catch (RecordingReader.NotARecording e) {
            throw new UserError("cannot replay " + file + ": " + ServerText.clean(e.getMessage()));
        } catch (IOException e) {
            throw new UserError("cannot read " + file + ": " + ClientRunner.why(e));
        }
    }

    /** The game data the life was played with: the practice world's own table for a practice life without --data. */
    private GameSession.Parts parts(RecordingReader reader, PrintWriter err) throws UserError {
        GameData game = GameData.read(data);
        var objects = game.objects(err);
        ObjectCatalog catalog = !game.given() && reader.header().server().equals(Recordings.PRACTICE)
                ? PracticeObjects.builtIn().asCatalog()
                : objects.catalog();
        return new GameSession.Parts(catalog, game.transitions(), objects.biomes(), System::nanoTime);
    }
}
