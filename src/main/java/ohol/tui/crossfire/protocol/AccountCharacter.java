package ohol.tui.crossfire.protocol;

/**
 * A character of the account as {@code accountplayers} lists it: a character added but never
 * played has its name only (the rest empty, level 0). Texts as sent: clean them before showing.
 */
public record AccountCharacter(String name, String race, String characterClass, int level, String map, String party) {}
