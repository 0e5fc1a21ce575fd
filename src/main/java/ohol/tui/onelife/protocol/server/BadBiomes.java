package ohol.tui.onelife.protocol.server;

import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;

/** {@code BB}: the biomes that are bad for us. Wire: {@code BB\nbID DISPLAY_NAME\n...\n#}. */
public record BadBiomes(List<Biome> biomes) implements ServerMessage {
    static final String TAG = "BB";

    public BadBiomes {
        biomes = List.copyOf(biomes);
    }

    /** A bad biome: its number, as map cells give it, and its name as sent ({@code IN_THIS_FORMAT}). */
    public record Biome(int biomeId, String name) {
        /** The name for people: underscores as spaces. */
        public String displayName() {
            return name.replace('_', ' ');
        }

        static Biome parse(Fields f) {
            Biome b = new Biome(f.integer(), TextFields.word(f.text(), ServerText.MAX_WORD));
            f.end();
            return b;
        }

        String toWire() {
            return Lines.join(biomeId, name);
        }
    }

    static BadBiomes parse(Frame frame, Consumer<String> problems) {
        return new BadBiomes(Lines.each(frame, problems, Biome::parse));
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(TAG, biomes.stream().map(Biome::toWire).toList());
    }
}
