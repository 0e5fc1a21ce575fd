/**
 * The JSON that players' scripts read ({@code decode}, {@code play --headless}, {@code practice
 * --headless}), written on purpose: one writer per server message, world event and answer, and
 * for the values they carry. Every field name is written here as it appears in the JSON, never
 * taken from a Java name, so that renaming a record's component leaves the public interface as
 * it was. Gson only builds the objects and escapes the text.
 *
 * <p>A value that may be absent is written as JSON null, which the line writer leaves out, as
 * it always did.
 */
package ohol.tui.onelife.json;
