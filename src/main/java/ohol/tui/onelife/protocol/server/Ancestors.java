package ohol.tui.onelife.protocol.server;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * A line of descent as {@code LN} and {@code GO} give it after the player's id:
 * {@code mother_id grandmother_id ... eve_id eve=eve_id}. Long lineages may be cut off before Eve;
 * the {@code eve=} tag still names her. The official client reads lines without the tag too, so
 * it is optional here.
 *
 * @param ids mother first, then grandmother and so on; empty for an Eve
 */
public record Ancestors(List<Integer> ids, OptionalInt eveId) {
    private static final String EVE = "eve=";
    /** Most ancestors one line may name: the official server tracks 1,024 ({@code maxLineageTracked}). */
    public static final int MAX_ANCESTORS = 1024;

    public Ancestors {
        ids = List.copyOf(ids);
    }

    public OptionalInt motherId() {
        return ids.isEmpty() ? OptionalInt.empty() : OptionalInt.of(ids.get(0));
    }

    /** Reads the rest of the line. */
    static Ancestors read(Fields f) {
        List<Integer> ids = new ArrayList<>();
        while (f.hasMore() && !f.nextStartsWith(EVE)) {
            if (ids.size() == MAX_ANCESTORS) {
                throw new MalformedLineException("more than " + MAX_ANCESTORS + " ancestors", f.line());
            }
            ids.add(f.integer());
        }
        OptionalInt eve = OptionalInt.empty();
        if (f.hasMore()) {
            String tag = f.text();
            try {
                eve = OptionalInt.of(Integer.parseInt(tag.substring(EVE.length())));
            } catch (NumberFormatException e) {
                throw new MalformedLineException("'" + tag + "' is not eve=ID", f.line());
            }
            f.end();
        }
        return new Ancestors(ids, eve);
    }

    /** {@code head} (the fields before the lineage on its line) followed by the lineage's wire form. */
    String appendedTo(String head) {
        StringBuilder sb = new StringBuilder(head);
        for (int id : ids) {
            sb.append(' ').append(id);
        }
        eveId.ifPresent(eve -> sb.append(' ').append(EVE).append(eve));
        return sb.toString();
    }
}
