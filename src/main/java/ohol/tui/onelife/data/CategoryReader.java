package ohol.tui.onelife.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code categories/*.txt}: {@code parentID=N}, an optional {@code pattern} or
 * {@code probSet} line, {@code numObjects=N}, then one member per line ({@code id} or
 * {@code id weight}), as {@code initCategoryBankStep} in {@code gameSource/categoryBank.cpp}
 * reads it. Members with an id of 0 or less are dropped, as there.
 *
 * <p>Stateless and thread-safe.
 */
public final class CategoryReader {
    /** Every category of the folder, by parent id. */
    public List<Category> readAll(DataDirectory dir) throws IOException {
        List<Category> categories = new ArrayList<>();
        for (Path file : dir.categoryFiles()) {
            categories.add(parse(Files.readString(file, StandardCharsets.UTF_8), file.toString()));
        }
        return List.copyOf(categories);
    }

    /** One category file's text; {@code source} names it in errors. */
    public Category parse(String text, String source) {
        String[] lines = text.split("\n", -1);
        if (lines.length < 2 || !lines[0].startsWith("parentID=")) {
            throw new DataFileException(source, "does not start with parentID=");
        }
        int parentId = Scan.leadingInt(lines[0], "parentID=".length(), lines[0].length(), 0);
        int next = 1;
        Category.Kind kind = Category.Kind.PLAIN;
        if (lines[next].contains("pattern")) {
            kind = Category.Kind.PATTERN;
            next++;
        } else if (lines[next].contains("probSet")) {
            kind = Category.Kind.PROBABILITY_SET;
            next++;
        }
        String countLine = next < lines.length ? lines[next] : "";
        if (!countLine.startsWith("numObjects=")) {
            throw new DataFileException(source, "has no numObjects= line");
        }
        int count = Scan.leadingInt(countLine, "numObjects=".length(), countLine.length(), 0);
        next++;
        if (count < 0 || next + count > lines.length) {
            throw new DataFileException(source, "announces " + count + " objects but has fewer lines");
        }
        List<Integer> ids = new ArrayList<>(count);
        List<Double> weights = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String line = lines[next + i];
            int id = Scan.leadingInt(line, 0, line.length(), 0);
            if (id <= 0) {
                continue;
            }
            double weight = 0;
            if (kind == Category.Kind.PROBABILITY_SET) {
                int space = line.indexOf(' ');
                weight = space < 0 ? 0 : Scan.leadingDecimal(line, space + 1, line.length(), 0);
            }
            ids.add(id);
            weights.add(weight);
        }
        return new Category(parentId, kind, ids, weights);
    }
}
