package ohol.tui.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.core.replay.RecordingReader;

/**
 * A recording ({@code --record}) as {@code decode} reads it: its header, and each connection's
 * bytes in and commands out, in order, as a capture's chunks; where it is damaged, if it is.
 */
record Recorded(RecordingHeader header, List<List<CaptureFile.Chunk>> connections, Optional<String> damage) {
    /** The recording {@code data} holds; empty when it is not one (a capture, a raw stream). */
    static Optional<Recorded> read(byte[] data) throws IOException {
        if (data.length < 2 || (data[0] & 0xFF) != 0x1F || (data[1] & 0xFF) != 0x8B) {
            return Optional.empty(); // not gzip: not a recording
        }
        RecordingReader reader;
        try {
            reader = RecordingReader.of(new ByteArrayInputStream(data));
        } catch (RecordingReader.NotARecording e) {
            return Optional.empty();
        }
        List<List<CaptureFile.Chunk>> connections = new ArrayList<>();
        List<CaptureFile.Chunk> current = new ArrayList<>();
        Optional<String> damage = Optional.empty();
        while (true) {
            RecordEntry entry = reader.next();
            if (entry instanceof RecordEntry.Connected) {
                if (!current.isEmpty()) {
                    connections.add(current);
                }
                current = new ArrayList<>();
            } else if (entry instanceof RecordEntry.Received r) {
                current.add(new CaptureFile.Chunk('S', r.millis(), r.bytes()));
            } else if (entry instanceof RecordEntry.Sent c && c.bytes().length > 0) {
                current.add(new CaptureFile.Chunk('C', c.millis(), c.bytes()));
            } else if (entry instanceof RecordEntry.Damaged d) {
                damage = Optional.of(d.where());
                break;
            } else if (entry instanceof RecordEntry.End) {
                break;
            }
        }
        if (!current.isEmpty()) {
            connections.add(current);
        }
        return Optional.of(new Recorded(reader.header(), List.copyOf(connections), damage));
    }
}
