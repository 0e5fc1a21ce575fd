package ohol.tui.onelife.gateway;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * What a player's terminal shows, for tests: the bytes the gateway sent, applied to a grid of
 * characters the way a VT100 would (cursor moves, erases, text; colours and modes ignored), and
 * everything ever sent, escape codes dropped, for lines written after the screen was left.
 */
public final class AnsiScreen extends OutputStream {
    private final char[][] cells;
    private final StringBuilder plain = new StringBuilder();
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();
    private int row;
    private int col;
    private long bytes;
    /** Each write as it came (MINA's client writes each SSH data message at once), the last few thousand. */
    private final java.util.ArrayDeque<byte[]> messages = new java.util.ArrayDeque<>();

    public AnsiScreen(int columns, int rows) {
        cells = new char[rows][columns];
        for (char[] r : cells) {
            Arrays.fill(r, ' ');
        }
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        bytes += len;
        messages.addLast(Arrays.copyOfRange(b, off, off + len));
        if (messages.size() > 4000) {
            messages.removeFirst();
        }
        pending.write(b, off, len);
        byte[] all = pending.toByteArray();
        // decode only whole UTF-8 characters: keep a cut one for the next write
        int end = all.length;
        int back = 0;
        while (back < 3 && end - back - 1 >= 0 && (all[end - back - 1] & 0xC0) == 0x80) {
            back++;
        }
        if (end - back - 1 >= 0 && (all[end - back - 1] & 0xC0) == 0xC0) {
            int need = (all[end - back - 1] & 0xE0) == 0xC0 ? 1 : (all[end - back - 1] & 0xF0) == 0xE0 ? 2 : 3;
            if (back < need) {
                end = end - back - 1;
            }
        }
        String text = new String(all, 0, end, StandardCharsets.UTF_8);
        int consumed = apply(text);
        byte[] rest = (text.substring(consumed)).getBytes(StandardCharsets.UTF_8);
        pending.reset();
        pending.write(rest, 0, rest.length);
        pending.write(all, end, all.length - end);
        notifyAll();
    }

    /** Applies what it can of {@code text}; returns how much was used (an escape cut short waits). */
    private int apply(String text) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == 0x1b) {
                if (i + 1 >= text.length()) {
                    return i;
                }
                if (text.charAt(i + 1) != '[') {
                    i += 2;
                    continue;
                }
                int j = i + 2;
                while (j < text.length() && (text.charAt(j) < 0x40 || text.charAt(j) > 0x7e)) {
                    j++;
                }
                if (j >= text.length()) {
                    return i;
                }
                csi(text.substring(i + 2, j), text.charAt(j));
                i = j + 1;
                continue;
            }
            if (c == '\r') {
                col = 0;
                plain.append('\n');
            } else if (c == '\n') {
                row = Math.min(cells.length - 1, row + 1);
            } else if (c >= ' ') {
                plain.append(c);
                if (row < cells.length && col < cells[0].length) {
                    cells[row][col] = c;
                }
                col++;
            }
            i++;
        }
        return i;
    }

    private void csi(String params, char command) {
        if (params.startsWith("?")) {
            return;
        }
        String[] p = params.split(";");
        switch (command) {
            case 'H', 'f' -> {
                row = Math.max(0, number(p, 0, 1) - 1);
                col = Math.max(0, number(p, 1, 1) - 1);
            }
            case 'A' -> row = Math.max(0, row - number(p, 0, 1));
            case 'B' -> row = Math.min(cells.length - 1, row + number(p, 0, 1));
            case 'C' -> col = Math.min(cells[0].length - 1, col + number(p, 0, 1));
            case 'D' -> col = Math.max(0, col - number(p, 0, 1));
            case 'J' -> {
                for (char[] r : cells) {
                    Arrays.fill(r, ' ');
                }
            }
            case 'K' -> {
                if (row < cells.length) {
                    Arrays.fill(cells[row], Math.min(col, cells[row].length), cells[row].length, ' ');
                }
            }
            case 'X' -> {
                if (row < cells.length) {
                    int from = Math.min(col, cells[row].length);
                    Arrays.fill(cells[row], from, Math.min(cells[row].length, from + number(p, 0, 1)), ' ');
                }
            }
            default -> {}
        }
    }

    private static int number(String[] p, int index, int otherwise) {
        try {
            return index < p.length && !p[index].isEmpty() ? Integer.parseInt(p[index]) : otherwise;
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    public synchronized String screen() {
        StringBuilder sb = new StringBuilder();
        for (char[] r : cells) {
            sb.append(r).append('\n');
        }
        return sb.toString();
    }

    /** Everything written, escape codes dropped. */
    synchronized String plain() {
        return plain.toString();
    }

    /** How many writes (SSH data messages) came so far, of those kept. */
    synchronized int messageCount() {
        return messages.size();
    }

    /** The writes kept from the {@code from}th on. */
    synchronized java.util.List<byte[]> messagesFrom(int from) {
        return new java.util.ArrayList<>(messages).subList(Math.min(from, messages.size()), messages.size());
    }

    synchronized long bytes() {
        return bytes;
    }
}
