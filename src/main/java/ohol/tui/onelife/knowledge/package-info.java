/**
 * What a player learns from the game data: what an object is for, how it is made, what it makes.
 */
package ohol.tui.onelife.knowledge;
