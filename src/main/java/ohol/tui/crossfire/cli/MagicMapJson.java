package ohol.tui.crossfire.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import ohol.tui.crossfire.protocol.ServerMessage;

/**
 * A magic map as the headless {@code magicmap} line's fields: its size, the player's cell, and
 * two strings a row: {@code rows}, each cell {@code #} a wall, {@code .} a floor, a space what the
 * spell did not reach, {@code @} the player; {@code colours}, each cell its colour as a hex digit
 * (the {@code NDI_} index the screen paints it in).
 */
final class MagicMapJson {
    private MagicMapJson() {}

    static JsonObject of(ServerMessage.MagicMap m) {
        JsonObject o = new JsonObject();
        o.addProperty("width", m.width());
        o.addProperty("height", m.height());
        o.addProperty("x", m.playerX());
        o.addProperty("y", m.playerY());
        JsonArray rows = new JsonArray();
        JsonArray colours = new JsonArray();
        for (int y = 0; y < m.height(); y++) {
            StringBuilder row = new StringBuilder(m.width());
            StringBuilder colour = new StringBuilder(m.width());
            for (int x = 0; x < m.width(); x++) {
                row.append(
                        x == m.playerX() && y == m.playerY()
                                ? '@'
                                : m.wall(x, y) ? '#' : m.cell(x, y) != 0 ? '.' : ' ');
                colour.append(Character.forDigit(m.colour(x, y), 16));
            }
            rows.add(row.toString());
            colours.add(colour.toString());
        }
        o.add("rows", rows);
        o.add("colours", colours);
        return o;
    }
}
