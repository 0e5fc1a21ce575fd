package ohol.tui.onelife.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;

/** The JSON of the values records share: lists, and optional values as null when absent. */
final class JsonValues {
    private JsonValues() {}

    static <T> JsonArray array(List<T> items, Function<? super T, ? extends JsonElement> writer) {
        JsonArray out = new JsonArray(items.size());
        for (T item : items) {
            out.add(writer.apply(item));
        }
        return out;
    }

    static JsonArray numbers(List<Integer> numbers) {
        return array(numbers, JsonPrimitive::new);
    }

    static JsonArray texts(List<String> texts) {
        return array(texts, JsonPrimitive::new);
    }

    static <T> JsonElement optional(Optional<T> value, Function<? super T, ? extends JsonElement> writer) {
        return value.isPresent() ? writer.apply(value.get()) : JsonNull.INSTANCE;
    }

    static JsonElement text(Optional<String> text) {
        return optional(text, JsonPrimitive::new);
    }

    static JsonElement number(OptionalInt number) {
        return number.isPresent() ? new JsonPrimitive(number.getAsInt()) : JsonNull.INSTANCE;
    }

    static JsonElement number(OptionalLong number) {
        return number.isPresent() ? new JsonPrimitive(number.getAsLong()) : JsonNull.INSTANCE;
    }

    static JsonElement number(OptionalDouble number) {
        return number.isPresent() ? new JsonPrimitive(number.getAsDouble()) : JsonNull.INSTANCE;
    }
}
