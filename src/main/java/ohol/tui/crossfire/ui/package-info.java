/**
 * Crossfire on a terminal: the screen front-end, its glyphs, keys, message log and painter.
 */
package ohol.tui.crossfire.ui;
