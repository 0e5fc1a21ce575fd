/**
 * A script's standard input cut into lines, each held to a bounded length, for every game's
 * headless front-end.
 */
package ohol.tui.core.script;
