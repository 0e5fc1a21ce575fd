package ohol.tui.core.term;

import java.io.IOException;

/**
 * A terminal that takes ANSI escape sequences as they are, beside Lanterna's one-call-per-change
 * methods: what lets {@link DeltaScreen} send a frame with relative cursor moves and one colour
 * sequence per change, and remember across frames what the terminal already has.
 */
public interface RawAnsi {
    /** Writes {@code sequence} to the terminal as it is (kept with the rest of the frame until its flush). */
    void writeSequence(byte[] sequence) throws IOException;
}
