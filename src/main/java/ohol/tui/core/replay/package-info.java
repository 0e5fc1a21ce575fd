/**
 * Recordings of any game on the core: the file format ({@link ohol.tui.core.replay.RecordFormat}),
 * its header, reading it back record by record with every size capped, writing it as a session
 * plays ({@link ohol.tui.core.replay.Recorder}), and the replay's clock. What the bytes mean is
 * the game's.
 */
package ohol.tui.core.replay;
