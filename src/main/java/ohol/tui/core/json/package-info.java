/**
 * JSON lines, the headless front-ends' public interface for every game: one event or message per
 * line, escaped by Gson.
 */
package ohol.tui.core.json;
