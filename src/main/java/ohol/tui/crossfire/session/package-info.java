/**
 * Crossfire played: the session behind the core's loop (login, commands, what the server
 * answers), the player's actions and the events told to front-ends.
 */
package ohol.tui.crossfire.session;
