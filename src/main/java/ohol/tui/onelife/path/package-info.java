/**
 * Walking: paths around what blocks, in the era's steps, to a tile or beside it.
 */
package ohol.tui.onelife.path;
