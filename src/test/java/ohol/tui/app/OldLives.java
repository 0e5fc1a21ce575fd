package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.testserver.TranscriptServer;

/**
 * Lives on the 2016 and 2015 servers (their transcripts, played back byte for byte by a server that
 * takes nothing but what the recorded client sent), played headless with {@code --record} and
 * {@code --log}.
 */
final class OldLives {
    private OldLives() {}

    static final String MOTHER = String.join(
            "\n",
            "move -2 0",
            "wait 0.5",
            "use -1 0",
            "wait 0.5",
            "drop 0 1",
            "wait 0.5",
            "say HELLO BABY",
            "wait 1",
            "move 1 0",
            "wait 0.5",
            "baby -1 0",
            "wait 0.5",
            "say GOT YOU",
            "wait 2",
            "quit",
            "");
    static final String FIRST_2015 = String.join(
            "\n",
            "move -1 0",
            "wait 0.5",
            "use -1 0",
            "wait 0.5",
            "use 1 0",
            "wait 0.5",
            "use 1 0",
            "wait 0.5",
            "drop 0 1",
            "wait 3",
            "quit",
            "");

    record Recorded(CliRun live, Path recording, String log) {}

    /** Plays {@code script} against {@code transcript}'s server, recording and logging, with {@code more} options. */
    static Recorded play(
            String transcript, String password, String key, String email, String script, Path dir, String... more)
            throws Exception {
        Path recording = dir.resolve("life.ohrec");
        Path log = dir.resolve("life.log");
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks(transcript))) {
            List<String> args = new ArrayList<>(List.of(
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--email",
                    email,
                    "--record",
                    recording.toString(),
                    "--log",
                    log.toString()));
            args.addAll(List.of(more));
            CliRun live = CliRun.of(
                    Map.of("OHOL_SERVER_PASSWORD", password, "OHOL_ACCOUNT_KEY", key),
                    script,
                    args.toArray(String[]::new));
            String result = server.result(30);
            assertTrue(result.startsWith("all "), result + "\n" + live.err());
            return new Recorded(live, recording, Files.readString(log));
        }
    }
}
