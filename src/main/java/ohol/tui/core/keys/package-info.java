/**
 * Keymaps generic over a game's action type: modes as data, key chords, and the reader of keymap
 * files given the game's reader of actions.
 */
package ohol.tui.core.keys;
