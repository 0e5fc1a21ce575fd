/**
 * One record per server message, parsed from its frame; a malformed one is a problem, skipped.
 */
package ohol.tui.onelife.protocol.server;
