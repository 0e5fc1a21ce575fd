package ohol.tui.core.narrate;

import java.util.List;
import org.jline.reader.CompletingParsedLine;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;

/**
 * The typed line as one word, for completion: commands and names have spaces in them
 * ({@code go to Wild Gooseberry Bush}), and none of a shell's quoting applies.
 */
final class WholeLine implements Parser {
    @Override
    public ParsedLine parse(String line, int cursor, ParseContext context) {
        return new Line(line, cursor);
    }

    private record Line(String line, int cursor) implements CompletingParsedLine {
        @Override
        public String word() {
            return line.substring(0, Math.min(cursor, line.length()));
        }

        @Override
        public int wordCursor() {
            return word().length();
        }

        @Override
        public int wordIndex() {
            return 0;
        }

        @Override
        public List<String> words() {
            return List.of(line);
        }

        @Override
        public CharSequence escape(CharSequence candidate, boolean complete) {
            return candidate;
        }

        @Override
        public int rawWordCursor() {
            return wordCursor();
        }

        @Override
        public int rawWordLength() {
            return word().length();
        }
    }
}
