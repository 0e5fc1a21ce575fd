package ohol.tui.onelife.dialect;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import ohol.tui.app.CaptureFile;

/** The transcripts recorded from the 2016 and 2015 servers, in test resources (see their README). */
public final class OldTranscripts {
    private OldTranscripts() {}

    public static List<CaptureFile.Chunk> chunks(String name) {
        try (InputStream in = OldTranscripts.class.getResourceAsStream("/dialects/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no transcript " + name);
            }
            return CaptureFile.parse(in.readAllBytes()).orElseThrow().chunks();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
