/**
 * {@code GameSession}, the game behind the core's loop: one life after another, actions in,
 * session events out.
 */
package ohol.tui.onelife.session;
