package ohol.tui;

import com.google.gson.JsonElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one naming rule of the JSON lines, for any game: every field camelCase; a snake_case name is
 * an old one kept for a release, right after its camelCase twin and holding the same value.
 */
public final class JsonNames {
    private static final Pattern CAMEL = Pattern.compile("[a-z][a-zA-Z0-9]*");

    private JsonNames() {}

    /** An old name's camelCase twin: {@code round_trip_ms} is {@code roundTripMs}. */
    static String camel(String snake) {
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : snake.toCharArray()) {
            if (c == '_') {
                up = true;
            } else {
                b.append(up ? Character.toUpperCase(c) : c);
                up = false;
            }
        }
        return b.toString();
    }

    /** The names in {@code e}, at any depth, that break the rule, each with why; empty: none. */
    public static List<String> offences(JsonElement e) {
        List<String> wrong = new ArrayList<>();
        if (e.isJsonArray()) {
            e.getAsJsonArray().forEach(x -> wrong.addAll(offences(x)));
        } else if (e.isJsonObject()) {
            List<Map.Entry<String, JsonElement>> fields =
                    new ArrayList<>(e.getAsJsonObject().entrySet());
            for (int i = 0; i < fields.size(); i++) {
                String name = fields.get(i).getKey();
                wrong.addAll(offences(fields.get(i).getValue()));
                if (CAMEL.matcher(name).matches()) {
                    continue;
                }
                String twin = camel(name);
                if (name.indexOf('_') < 0 || !CAMEL.matcher(twin).matches()) {
                    wrong.add(name + ": neither camelCase nor an old snake_case name");
                } else if (i == 0 || !fields.get(i - 1).getKey().equals(twin)) {
                    wrong.add(name + ": not right after " + twin);
                } else if (!fields.get(i - 1).getValue().equals(fields.get(i).getValue())) {
                    wrong.add(name + ": not the value of " + twin);
                }
            }
        }
        return wrong;
    }
}
