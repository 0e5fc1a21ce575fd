package ohol.tui.onelife.replay;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.SessionTap;

/**
 * Writes a One Hour One Life recording on the core's {@link Recorder}: taps each connection (a
 * login's hashes hidden) and the session for the news it took and its actions.
 *
 * <p>Thread safety: every method may be called from any thread.
 */
public final class LifeRecorder implements SessionTap, AutoCloseable {
    private final Recorder recorder;

    private LifeRecorder(Recorder recorder) {
        this.recorder = recorder;
    }

    /** Begins a recording in {@code file} (made or emptied). */
    public static LifeRecorder create(Path file, RecordingHeader header) throws IOException {
        return new LifeRecorder(Recorder.create(file, header));
    }

    /** Begins a recording on {@code out}, timed by {@code clock} (nanoseconds). */
    static LifeRecorder on(OutputStream out, RecordingHeader header, LongSupplier clock) throws IOException {
        return new LifeRecorder(Recorder.on(out, header, clock));
    }

    /** A new connection's listener, {@code listener} with all it hears and sends written here first. */
    public ConnectionListener<ServerMessage, ClientCommand> tapping(
            ConnectionListener<ServerMessage, ClientCommand> listener) {
        return recorder.tapping(
                listener,
                (command, bytes) -> command instanceof Login login
                        ? login.hiding(new String(bytes, StandardCharsets.UTF_8))
                                .getBytes(StandardCharsets.UTF_8)
                        : bytes);
    }

    @Override
    public void took(int life) {
        recorder.took(life);
    }

    @Override
    public void performed(int life, Action action) {
        String words;
        try {
            words = ActionSyntax.format(action);
        } catch (RuntimeException e) {
            return; // an action the language cannot say is the screen's own, never the game's
        }
        recorder.acted(life, words);
    }

    /** Why the recording stopped early, if it did. */
    public Optional<String> trouble() {
        return recorder.trouble();
    }

    /** Bytes of records written so far, before compression. */
    public long written() {
        return recorder.written();
    }

    @Override
    public void close() {
        recorder.close();
    }
}
