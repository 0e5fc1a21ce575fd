/**
 * One socket per game connection: a reader thread that only decodes and hands on, a writer thread
 * with keep-alives, one close with its reason. A game supplies its codec and heartbeat.
 */
package ohol.tui.core.net;
