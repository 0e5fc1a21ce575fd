/**
 * The local mirror of the world, folded from server messages into immutable snapshots; its events
 * and their words.
 */
package ohol.tui.onelife.world;
