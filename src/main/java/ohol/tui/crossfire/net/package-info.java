/**
 * Crossfire's wire for the core's connection: its codec (length-prefixed packets) and heartbeat.
 */
package ohol.tui.crossfire.net;
