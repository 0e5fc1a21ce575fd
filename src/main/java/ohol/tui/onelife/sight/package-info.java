/**
 * Describing what is seen: the tiles, objects and people around us, in words.
 */
package ohol.tui.onelife.sight;
