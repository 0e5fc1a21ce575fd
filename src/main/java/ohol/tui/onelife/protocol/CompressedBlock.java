package ohol.tui.onelife.protocol;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * One {@code MC} or {@code CM} zlib block after its header: exactly its compressed size in bytes,
 * inflated as they arrive (the output buffer grows with what really inflates, never sized from the
 * header alone), or only counted when the block is refused. At its end it is either exactly its
 * raw size of inflated bytes or a problem to report. Not thread-safe.
 */
final class CompressedBlock {
    private final BlockHeader header;
    private final String tag;
    private final int rawSize;
    private final int compressedSize;
    private final Inflater inflater;
    private int received;
    private byte[] out;
    private int produced;
    private String error;

    /** A block to inflate with {@code inflater} (reset), or with {@code refused} set one to skip. */
    CompressedBlock(BlockHeader header, Inflater inflater, String refused) {
        this.header = header;
        this.tag = header.tag();
        this.rawSize = header.rawSize();
        this.compressedSize = header.compressedSize();
        this.inflater = inflater;
        this.error = refused;
        if (refused == null) {
            out = new byte[Math.min(rawSize, 1 << 16)];
        }
    }

    BlockHeader header() {
        return header;
    }

    /** True once all its compressed bytes have come. */
    boolean done() {
        return received == compressedSize;
    }

    /** Takes the block's bytes from {@code bytes[from, end)}; returns where the block's bytes stop. */
    int take(byte[] bytes, int from, int end) {
        int n = Math.min(end - from, compressedSize - received);
        received += n;
        if (error == null) {
            inflate(bytes, from, n);
        }
        return from + n;
    }

    private void inflate(byte[] bytes, int from, int n) {
        if (inflater.finished()) {
            if (n > 0) {
                error = tag + " has bytes after the end of its zlib stream";
            }
            return;
        }
        inflater.setInput(bytes, from, n);
        try {
            while (!inflater.finished() && !inflater.needsInput() && error == null) {
                if (produced == out.length) {
                    if (out.length < rawSize) {
                        out = Arrays.copyOf(out, (int) Math.min(rawSize, 2L * out.length));
                    } else if (inflater.inflate(new byte[1]) > 0) {
                        error = tag + " inflates to more than its raw size " + rawSize;
                        return;
                    } else if (inflater.needsDictionary()) {
                        error = tag + " zlib stream asks for a dictionary";
                        return;
                    } else {
                        continue;
                    }
                }
                int got = inflater.inflate(out, produced, out.length - produced);
                produced += got;
                if (got == 0 && inflater.needsDictionary()) {
                    error = tag + " zlib stream asks for a dictionary";
                }
            }
            if (inflater.finished() && inflater.getRemaining() > 0) {
                error = tag + " has bytes after the end of its zlib stream";
            }
        } catch (DataFormatException e) {
            error = tag + " zlib data is corrupt";
        }
    }

    /**
     * Once {@link #done()}: the inflated bytes, exactly the raw size; or null, the sink told why the
     * block was skipped.
     */
    byte[] finish(FrameSink sink) {
        if (error == null && !inflater.finished()) {
            error = tag + " zlib stream is cut short after " + compressedSize + " bytes";
        }
        if (error == null && produced != rawSize) {
            error = tag + " inflated to " + produced + " bytes, header said " + rawSize;
        }
        if (error != null) {
            sink.problem(error);
            return null;
        }
        return out;
    }
}
