/**
 * The action language (sealed families), the game's keymaps, aiming, and the executor that turns
 * actions into client commands.
 */
package ohol.tui.onelife.input;
