/**
 * The narrated front-end ({@code --narrate}): events as sentences at a listener's pace, typed
 * sentences as actions, a line editor on a terminal.
 */
package ohol.tui.onelife.narrate;
