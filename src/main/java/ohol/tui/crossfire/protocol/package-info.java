/**
 * Crossfire's messages: one record per server message and client command, their parsing and their
 * text.
 */
package ohol.tui.crossfire.protocol;
