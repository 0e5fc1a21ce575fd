package ohol.tui.onelife.protocol;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Finding a byte in a byte array eight at a time: the decoder looks for every {@code #} and newline the server sends. */
final class Bytes {
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    private Bytes() {}

    /** Where {@code b} first occurs in {@code a[from, to)}, or {@code to}. */
    static int indexOf(byte[] a, int from, int to, byte b) {
        int i = from;
        long pattern = ONES * (b & 0xFF);
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long x = (long) WORDS.get(a, i) ^ pattern;
            long zero = (x - ONES) & ~x & HIGHS; // the lowest flagged byte is exactly the first zero byte
            if (zero != 0) {
                return i + (Long.numberOfTrailingZeros(zero) >>> 3);
            }
        }
        while (i < to && a[i] != b) {
            i++;
        }
        return i;
    }
}
