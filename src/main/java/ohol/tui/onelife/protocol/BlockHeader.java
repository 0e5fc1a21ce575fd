package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The header of an {@code MC} or {@code CM} zlib block: its tag, its lines without the
 * {@code raw_size compressed_size} line, and those two sizes, checked against the decoder's caps
 * before a byte of the block is awaited.
 */
record BlockHeader(String tag, List<String> lines, int rawSize, int compressedSize) {

    /**
     * Reads the header's lines (the size line is the first, after MC's position line; it is taken
     * out of {@code lines}). Throws {@link ProtocolException} when where the block ends is unknown:
     * no readable sizes, or a compressed size above {@link FrameDecoder#MAX_COMPRESSED}.
     */
    static BlockHeader read(String tag, List<String> lines) {
        int sizeLine = tag.equals("MC") ? 1 : 0;
        if (lines.size() <= sizeLine) {
            throw new ProtocolException(tag + " header has no size line");
        }
        int raw;
        int compressed;
        try {
            Fields sizes = new Fields(lines.remove(sizeLine));
            raw = sizes.integer();
            compressed = sizes.integer();
        } catch (MalformedLineException e) {
            throw new ProtocolException(tag + " header has no readable sizes");
        }
        if (compressed < 0 || compressed > FrameDecoder.MAX_COMPRESSED) {
            throw new ProtocolException(
                    tag + " compressed size " + compressed + " outside 0.." + FrameDecoder.MAX_COMPRESSED);
        }
        return new BlockHeader(tag, lines, raw, compressed);
    }

    boolean isMapChunk() {
        return tag.equals("MC");
    }

    /**
     * Why the block is to be skipped rather than inflated, or null: a block inside a CM's payload, or
     * a raw size above {@link FrameDecoder#MAX_RAW}.
     */
    String refusal(boolean insideCm) {
        if (insideCm) {
            return isMapChunk()
                    ? "a map chunk inside a CM message was skipped"
                    : "a CM inside a CM message was skipped";
        } else if (rawSize < 0 || rawSize > FrameDecoder.MAX_RAW) {
            return tag + " raw size " + rawSize + " outside 0.." + FrameDecoder.MAX_RAW + "; block skipped";
        }
        return null;
    }

    /** The MC frame of this header owning its inflated payload (not copied again): its lines as bytes. */
    Frame mapChunk(byte[] payload) {
        byte[] text = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        int[] bounds = new int[2 * lines.size()];
        int at = 0;
        for (int i = 0; i < lines.size(); i++) {
            bounds[2 * i] = at;
            at += lines.get(i).getBytes(StandardCharsets.UTF_8).length;
            bounds[2 * i + 1] = at;
            at++; // the newline
        }
        return Frame.read("MC", text, bounds, payload);
    }
}
