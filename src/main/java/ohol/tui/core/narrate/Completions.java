package ohol.tui.core.narrate;

import java.util.List;

/**
 * What the typed line completes from now: the words a command begins with, only those the
 * server's era offers, and the names of the things and people in view.
 */
public record Completions(List<String> starts, List<String> names) {
    public Completions {
        starts = List.copyOf(starts);
        names = List.copyOf(names);
    }
}
