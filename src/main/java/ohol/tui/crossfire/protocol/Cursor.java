package ohol.tui.crossfire.protocol;

import java.nio.charset.StandardCharsets;

/**
 * Reads one message's fields in order, never past its end: every read checks that the bytes are
 * there, so a lying length or a cut message is {@link Malformed}, never an exception of the JVM.
 * Numbers are big-endian, as the server's {@code SockList_Add*} writes them.
 */
final class Cursor {
    private final byte[] bytes;
    private final int end;
    private int pos;

    Cursor(byte[] bytes, int start, int end) {
        this.bytes = bytes;
        this.pos = start;
        this.end = end;
    }

    boolean more() {
        return pos < end;
    }

    int remaining() {
        return end - pos;
    }

    private void need(int n, String what) throws Malformed {
        if (end - pos < n) {
            throw new Malformed("cut short in " + what + " (" + n + " bytes wanted, " + (end - pos) + " left)");
        }
    }

    int u8(String what) throws Malformed {
        need(1, what);
        return bytes[pos++] & 0xFF;
    }

    int u16(String what) throws Malformed {
        need(2, what);
        int v = ((bytes[pos] & 0xFF) << 8) | (bytes[pos + 1] & 0xFF);
        pos += 2;
        return v;
    }

    int s16(String what) throws Malformed {
        return (short) u16(what);
    }

    int s32(String what) throws Malformed {
        need(4, what);
        int v = ((bytes[pos] & 0xFF) << 24)
                | ((bytes[pos + 1] & 0xFF) << 16)
                | ((bytes[pos + 2] & 0xFF) << 8)
                | (bytes[pos + 3] & 0xFF);
        pos += 4;
        return v;
    }

    long u32(String what) throws Malformed {
        return s32(what) & 0xFFFF_FFFFL;
    }

    long s64(String what) throws Malformed {
        long high = u32(what);
        return (high << 32) | u32(what);
    }

    /** {@code n} bytes as UTF-8 (a bad sequence becomes U+FFFD, cleaned later). */
    String text(int n, String what) throws Malformed {
        need(n, what);
        String s = new String(bytes, pos, n, StandardCharsets.UTF_8);
        pos += n;
        return s;
    }

    /** A string after a one-byte length. */
    String shortText(String what) throws Malformed {
        return text(u8(what), what);
    }

    String rest() {
        String s = new String(bytes, pos, end - pos, StandardCharsets.UTF_8);
        pos = end;
        return s;
    }
}
