package ohol.tui.onelife.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * Reads {@code transitions/*.txt}. The actor and target come from the file name
 * ({@code 33_32.txt}, {@code -1_1255_LT.txt}); the first line holds
 * {@code newActor newTarget autoDecaySeconds actorMinUseFraction targetMinUseFraction
 * reverseUseActor reverseUseTarget move desiredMoveDist noUseActor noUseTarget}, older files
 * fewer of them (the rest keep their defaults), as {@code initTransBankStep} in
 * {@code gameSource/transitionBank.cpp} reads it. Comment and author lines are skipped.
 *
 * <p>Stateless and thread-safe.
 */
public final class TransitionReader {
    /**
     * Every transition of the folder, in file order; files whose names are not {@code a_b} are
     * skipped. The files are read in parallel (they are independent); the order does not change.
     */
    public List<Transition> readAll(DataDirectory dir) throws IOException {
        List<Path> files = dir.transitionFiles();
        Transition[] read = new Transition[files.size()];
        try {
            IntStream.range(0, read.length).parallel().forEach(i -> read[i] = readOne(files.get(i)));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        List<Transition> transitions = new ArrayList<>(read.length);
        for (Transition t : read) {
            if (t != null) {
                transitions.add(t);
            }
        }
        return List.copyOf(transitions);
    }

    private Transition readOne(Path file) {
        try {
            return parse(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8))
                    .orElse(null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One file; empty when its name does not say {@code actor_target}, as the game skips it. */
    public Optional<Transition> parse(String fileName, String text) {
        int underscore = fileName.indexOf('_', 1); // after a leading minus sign
        if (underscore < 0) {
            return Optional.empty();
        }
        int actor = Scan.leadingInt(fileName, 0, underscore, Integer.MIN_VALUE);
        int target = Scan.leadingInt(fileName, underscore + 1, fileName.length(), Integer.MIN_VALUE);
        if (actor == Integer.MIN_VALUE || target == Integer.MIN_VALUE) {
            return Optional.empty();
        }
        boolean lastUseActor = fileName.contains("_LA");
        boolean lastUseTarget = fileName.contains("_LT") || fileName.contains("_L.");

        int end = text.indexOf('\n');
        String line = end < 0 ? text : text.substring(0, end);
        int[] ints = new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0}; // desiredMoveDist defaults to 1
        double[] fractions = new double[2];
        int field = 0;
        int i = 0;
        while (field < ints.length) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (start == i) {
                break;
            }
            if (field == 3 || field == 4) {
                fractions[field - 3] = Scan.leadingDecimal(line, start, i, 0);
            } else {
                ints[field] = Scan.leadingInt(line, start, i, ints[field]);
            }
            field++;
        }
        return Optional.of(new Transition(
                actor,
                target,
                ints[0],
                ints[1],
                ints[2],
                fractions[0],
                fractions[1],
                ints[5] == 1,
                ints[6] == 1,
                ints[7],
                ints[8],
                ints[9] == 1,
                ints[10] == 1,
                lastUseActor,
                lastUseTarget));
    }
}
