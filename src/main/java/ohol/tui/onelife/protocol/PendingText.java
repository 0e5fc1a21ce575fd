package ohol.tui.onelife.protocol;

import java.util.Arrays;

/**
 * The start of a text message whose {@code #} has not come yet, kept across reads up to a cap. A
 * message that passes the cap is reported, forgotten and skipped up to its {@code #}. The buffer
 * grows as needed and shrinks back once a long message is read. Not thread-safe.
 */
final class PendingText {
    private static final int SMALL_BUFFER = 256;

    private final int maxText;
    private byte[] text = new byte[SMALL_BUFFER];
    private int length;
    /** Inside a text message longer than maxText, dropping bytes up to its '#'. */
    private boolean skipping;

    PendingText(int maxText) {
        this.maxText = maxText;
    }

    /** True when no message is begun: neither bytes kept nor a long message being skipped. */
    boolean isEmpty() {
        return length == 0 && !skipping;
    }

    /** True while bytes of an unfinished message are held, blank lines aside, or one is skipped. */
    boolean holdsPart() {
        return skipping || !MessageCutter.isBlank(text, 0, length);
    }

    boolean skipping() {
        return skipping;
    }

    /** The {@code #} of the long message being skipped has come. */
    void endSkip() {
        skipping = false;
    }

    /** Adds bytes to the message being read, or starts skipping it once it passes the cap. */
    void keep(byte[] bytes, int from, int n, FrameSink sink) {
        if (n > maxText - length) {
            sink.problem("a message longer than " + maxText + " bytes was skipped");
            skipping = true;
            forget();
            return;
        }
        if (length + n > text.length) {
            text = Arrays.copyOf(text, Math.min(maxText, Math.max(length + n, text.length * 2)));
        }
        System.arraycopy(bytes, from, text, length, n);
        length += n;
    }

    /**
     * The message is whole: its length, its bytes being {@link #bytes()} from 0. It counts as read
     * from now on; {@link #forget()} once done with the bytes.
     */
    int take() {
        int n = length;
        length = 0;
        return n;
    }

    /** The buffer the kept bytes are in, from 0. */
    byte[] bytes() {
        return text;
    }

    /** Drops what is kept; a buffer grown for a long message is let go. */
    void forget() {
        length = 0;
        if (text.length > 4096) {
            text = new byte[SMALL_BUFFER];
        }
    }
}
