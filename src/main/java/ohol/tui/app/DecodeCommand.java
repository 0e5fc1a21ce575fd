package ohol.tui.app;

import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.headless.Json;
import ohol.tui.onelife.protocol.ProtocolException;
import ohol.tui.onelife.protocol.client.ClientCommands;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ohol-tui decode FILE}: prints the messages in a capture file, a recording or a raw server stream as
 * JSON lines, an older server's as today's (as the client reads them). Client commands in a capture
 * are printed too, with LOGIN's hashes left out.
 */
@Command(
        name = "decode",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description =
                "Print the messages in a capture file, a recording (--record) or a raw server byte stream as JSON lines.")
final class DecodeCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "FILE",
            description = "A .cap capture, a recording made with --record (.ohrec), or a raw server stream.")
    Path file;

    @Spec
    CommandSpec spec;

    private Json json; // made in call(): picocli makes this command for every run, and Gson is slow to start

    @Override
    public Integer call() throws Exception {
        json = new Json();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        byte[] data = read(file);
        int[] problems = {0};
        ServerStream.Receiver receiver = new ServerStream.Receiver() {
            @Override
            public void message(ServerMessage message) {
                out.println(json.message(message));
            }

            @Override
            public void problem(String description) {
                problems[0]++;
                err.println("ohol-tui: skipped: " + description);
            }
        };
        Optional<Recorded> recorded = Recorded.read(data);
        if (recorded.isPresent()) {
            recorded.get().damage().ifPresent(where -> {
                problems[0]++;
                err.println("ohol-tui: the recording is damaged: " + where);
            });
        }
        List<List<CaptureFile.Chunk>> connections = recorded.map(Recorded::connections)
                .orElseGet(() -> List.of(CaptureFile.parse(data)
                        .map(CaptureFile::chunks)
                        .orElse(List.of(new CaptureFile.Chunk('S', 0, data)))));
        Optional<Dialect> era = recorded.flatMap(r -> Dialect.named(r.header().dialect()));
        for (List<CaptureFile.Chunk> chunks : connections) {
            // each connection read in its era, found from its greeting as the client finds it
            try (DialectWire.Reader stream = new DialectWire(era).reader(receiver)) {
                for (CaptureFile.Chunk chunk : chunks) {
                    if (chunk.direction() == 'S') {
                        stream.feed(chunk.bytes(), 0, chunk.bytes().length);
                    } else {
                        printCommands(out, chunk);
                    }
                }
                if (stream.hasPartialMessage()) {
                    problems[0]++;
                    err.println("ohol-tui: the stream ends inside a message");
                }
            } catch (ProtocolException e) {
                out.flush();
                err.println("ohol-tui: cannot follow the stream: " + e.getMessage());
                return 1;
            }
        }
        out.flush();
        return problems[0] == 0 ? 0 : 1;
    }

    /** The file's bytes; one that is missing, a folder or unreadable is the user's mistake. */
    private static byte[] read(Path file) throws UserError {
        if (Files.isDirectory(file)) {
            throw new UserError(file + " is a folder, not a capture file");
        }
        try {
            return Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw new UserError("cannot read " + file + ": " + ClientRunner.why(e));
        }
    }

    private void printCommands(PrintWriter out, CaptureFile.Chunk chunk) {
        String text = new String(chunk.bytes(), StandardCharsets.UTF_8);
        for (String wire : text.split("(?<=#)")) {
            if (wire.isBlank()) {
                continue;
            }
            JsonObject fields = new JsonObject();
            fields.addProperty("millis", chunk.millis());
            var command = ClientCommands.parse(wire.strip());
            if (command.isPresent() && command.get() instanceof Login login) {
                fields.addProperty("verb", login.verb());
                fields.addProperty("text", login.toString());
            } else if (command.isPresent()) {
                fields.addProperty("verb", command.get().verb());
                fields.addProperty("text", command.get().toWire());
            } else {
                fields.addProperty("verb", "?");
                fields.addProperty(
                        "text",
                        wire.strip().startsWith("LOGIN") || wire.strip().startsWith("RLOGIN")
                                ? "<login hidden>"
                                : wire.strip());
            }
            out.println(json.event("command", fields));
        }
    }
}
