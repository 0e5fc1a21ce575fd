package ohol.tui.protocol.server;

import java.util.List;
import ohol.tui.protocol.Frame;

/** A message whose tag this client does not know: kept whole, reported, never fatal. */
public record Unknown(String tag, List<String> lines) implements ServerMessage {
    public Unknown {
        lines = List.copyOf(lines);
    }

    @Override
    public void dispatch(ServerMessageHandler handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(tag, lines);
    }
}
