/**
 * The screen front-end: {@code ScreenFrontEnd} on the loop, panes, overlays, the theme and the
 * status line.
 */
package ohol.tui.onelife.ui;
