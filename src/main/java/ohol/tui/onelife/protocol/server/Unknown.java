package ohol.tui.onelife.protocol.server;

import java.util.List;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.Frame;

/**
 * A message whose tag this client does not know: kept whole (but cleaned, since it is printed),
 * reported, never fatal.
 */
public record Unknown(String tag, List<String> lines) implements ServerMessage {
    public Unknown {
        tag = TextFields.word(tag, ServerText.MAX_WORD);
        lines = lines.stream().map(ServerText::clean).toList();
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(tag, lines);
    }
}
