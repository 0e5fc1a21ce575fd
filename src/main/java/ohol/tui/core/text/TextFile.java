package ohol.tui.core.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A settings file a player wrote or downloaded (a keymap, a theme), read as UTF-8 text. One that
 * is too big or not UTF-8 is an {@link IllegalArgumentException} saying so, and where: the file
 * may come from anyone, so it is read no further than its cap, and the message quotes none of it.
 */
public final class TextFile {
    private TextFile() {}

    /**
     * The text of {@code file}, at most {@code maxBytes} long.
     *
     * @param what what the file is, for the message ("keymap")
     * @throws IOException when it cannot be read at all
     */
    public static String read(Path file, String what, int maxBytes) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        }
        String name = Quote.visible(file.toString(), ServerText.MAX_WORD);
        if (bytes.length > maxBytes) {
            throw new IllegalArgumentException(
                    name + ": too big for a " + what + " (over " + maxBytes / 1024 + " KiB); is it the right file?");
        }
        return decode(bytes, name);
    }

    /** {@code bytes} as UTF-8; the first byte that is not names its line and place in the message. */
    static String decode(byte[] bytes, String name) {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        try {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                throw new IllegalArgumentException(notUtf8(bytes, in.position(), name));
            }
            result = decoder.flush(out);
            if (result.isError()) {
                result.throwException();
            }
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(notUtf8(bytes, in.position(), name), e);
        }
        return out.flip().toString();
    }

    private static String notUtf8(byte[] bytes, int where, String name) {
        int at = Math.min(where, bytes.length - 1);
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return String.format(
                Locale.ROOT,
                "%s line %d: not UTF-8 text (byte %d of the line is 0x%02X); save the file as UTF-8",
                name,
                line,
                at - lineStart + 1,
                bytes[at] & 0xFF);
    }
}
