/**
 * Recording a life as it is played (the server's bytes as received, our commands as sent, the
 * actions in the order the session did them) and playing a recording back through the same codec
 * and session. The file format is described in {@link ohol.tui.core.replay.RecordFormat}.
 */
package ohol.tui.onelife.replay;
