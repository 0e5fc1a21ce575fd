package ohol.tui.crossfire.world;

/**
 * A skill the character has: its {@code CS_STAT_SKILLINFO} code, its name (as the server's
 * {@code replyinfo skill_info} gave it, cleaned), its level and experience (its {@code stats}).
 */
public record Skill(int code, String name, int level, long experience) {}
