/**
 * Crossfire on the core's recordings ({@link ohol.tui.core.replay}): what a recording keeps of a
 * Crossfire session (its password hidden), and playing one back into a session of its own for the
 * headless lines or the screen.
 */
package ohol.tui.crossfire.replay;
