/**
 * Crossfire's client: puts the connection, the session and a front-end together ({@code ohol-tui
 * crossfire}); the headless front-end and its JSON lines; script lines read as actions.
 */
package ohol.tui.crossfire.cli;
