/**
 * What a Crossfire player knows of the world: the map around them, items, stats, folded from the
 * server's messages.
 */
package ohol.tui.crossfire.world;
