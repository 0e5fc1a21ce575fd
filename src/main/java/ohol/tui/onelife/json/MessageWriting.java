package ohol.tui.onelife.json;

import com.google.gson.JsonObject;
import ohol.tui.onelife.protocol.server.ServerMessageVisitor;

/**
 * A message handler that writes each message it is handed as JSON: its name (one per record, a
 * public name scripts match on: never rename one) and its fields. The writers of each concern
 * ({@link ServerMessagesJson}, {@link PlayerMessagesJson}...) give its overloads.
 */
interface MessageWriting extends ServerMessageVisitor {
    void write(String name, JsonObject data);
}
