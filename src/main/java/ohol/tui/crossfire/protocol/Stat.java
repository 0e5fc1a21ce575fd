package ohol.tui.crossfire.protocol;

/** One value of a {@code stats} message, by its {@code CS_STAT_} code. */
public sealed interface Stat {
    int code();

    record Number(int code, long value) implements Stat {}

    record Text(int code, String text) implements Stat {}

    /** A skill's level and experience (codes 140 and up). */
    record Skill(int code, int level, long experience) implements Stat {}

    int HP = 1;
    int MAX_HP = 2;
    int SP = 3;
    int MAX_SP = 4;
    int STR = 5;
    int INT = 6;
    int WIS = 7;
    int DEX = 8;
    int CON = 9;
    int CHA = 10;
    int EXP = 11;
    int LEVEL = 12;
    int WC = 13;
    int AC = 14;
    int DAM = 15;
    int ARMOUR = 16;
    int SPEED = 17;
    int FOOD = 18;
    int WEAPON_SPEED = 19;
    int RANGE = 20;
    int TITLE = 21;
    int POW = 22;
    int GRACE = 23;
    int MAX_GRACE = 24;
    int FLAGS = 25;
    int WEIGHT_LIMIT = 26;
    int EXP64 = 28;
    int GOD_NAME = 56;
}
