package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;

/** What one frame told as its messages were heard: its events, in order, and whether it spoke of our player. */
final class FrameNews {
    private final List<WorldEvent> events = new ArrayList<>();
    private boolean aboutUs;

    void tell(WorldEvent event) {
        events.add(event);
    }

    /** A message of the frame told us something about our own player. */
    void spokeOfUs() {
        aboutUs = true;
    }

    List<WorldEvent> events() {
        return events;
    }

    boolean aboutUs() {
        return aboutUs;
    }
}
