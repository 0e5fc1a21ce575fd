/**
 * One Hour One Life's headless front-end: actions read from script lines, events and messages
 * printed as JSON lines.
 */
package ohol.tui.onelife.headless;
