package ohol.tui.onelife.data;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * The objects of a data folder as {@link ObjectLoader} made them (dummies included), kept in one
 * file so that the next start reads one file instead of thousands: a catalog from the cache is
 * the catalog the files would give, or no catalog at all.
 *
 * <p>The cache is for one folder and one build of the client, and holds the name, size and
 * modification time of every entry of the folder's {@code objects/} as they were when it was
 * made: any file added, removed, renamed or written since, another folder or another build, and
 * the cache is not used (then it is made anew). A damaged cache (a checksum covers all of it)
 * is not used either. It is never needed: without one the files are read, as always.
 *
 * <p>Stateless; a file is written under another name and moved into place, so a reader never
 * sees half of one.
 */
public final class ObjectCache {
    /** Changes whenever the layout below changes: an older cache is then not read. */
    private static final int FORMAT = 1;

    private static final byte[] MAGIC = "ohol-tui objects\n".getBytes(StandardCharsets.US_ASCII);
    /** Largest cache read: the real data makes about 1.5 MB; a larger file is not one of ours. */
    static final int MAX_BYTES = 64 << 20;

    private final Path file;
    private final String build;

    /**
     * A cache kept in {@code file} for the client build named {@code build} (anything that
     * changes when the code that reads objects may have: the jar's size and time).
     */
    public ObjectCache(Path file, String build) {
        this.file = file;
        this.build = build;
    }

    /** Where the cache of {@code folder} lives in {@code cacheDir}: one file per data folder. */
    public static Path fileFor(Path cacheDir, Path folder) {
        String where = folder.toAbsolutePath().normalize().toString();
        CRC32 crc = new CRC32();
        crc.update(where.getBytes(StandardCharsets.UTF_8));
        return cacheDir.resolve("ohol-tui-objects-" + Long.toHexString(crc.getValue()) + ".cache");
    }

    /**
     * Hands {@code ready} the catalog of {@code dir}: from the cache when it was made from
     * exactly these files by this build, else read from the files by {@code loader}, and then
     * (once {@code ready} has it) kept in the cache, best effort: a cache that cannot be written
     * is no error.
     */
    public void load(DataDirectory dir, ObjectLoader loader, LoadProgress progress, Consumer<ObjectCatalog> ready)
            throws IOException {
        byte[] key = key(dir); // before the files are read: a file written meanwhile spoils the cache, not the catalog
        Optional<ObjectCatalog> cached = read(key);
        if (cached.isPresent()) {
            progress.update(1, 1);
            ready.accept(cached.get());
            return;
        }
        ObjectCatalog catalog = loader.load(dir, progress);
        ready.accept(catalog);
        write(key, catalog.all());
    }

    /**
     * What the cache must have been made from: this build, the folder, and the name, size and
     * modification time of every entry of its {@code objects/} (in the order the system lists
     * them: another order only costs a cache).
     */
    byte[] key(DataDirectory dir) throws IOException {
        File objects = dir.objects().toFile();
        String[] names = objects.list();
        if (names == null) {
            throw new IOException("cannot list " + objects);
        }
        var bytes = new ByteArrayOutputStream(names.length * 32);
        var out = new DataOutputStream(bytes);
        out.writeUTF(build);
        out.writeUTF(dir.root().toAbsolutePath().normalize().toString());
        out.writeInt(names.length);
        for (String name : names) {
            File entry = new File(objects, name);
            out.writeUTF(name);
            out.writeLong(entry.length());
            out.writeLong(entry.lastModified());
        }
        return bytes.toByteArray();
    }

    /** The catalog kept for {@code key}; empty when there is no cache, or not one for that key, or a damaged one. */
    Optional<ObjectCatalog> read(byte[] key) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(file));
            byte[] magic = new byte[MAGIC.length];
            in.get(magic);
            if (!Arrays.equals(magic, MAGIC) || in.getInt() != FORMAT) {
                return Optional.empty();
            }
            long checksum = in.getLong();
            CRC32 crc = new CRC32();
            crc.update(in.duplicate());
            if (crc.getValue() != checksum) {
                return Optional.empty();
            }
            byte[] madeFor = new byte[length(in, 1)];
            in.get(madeFor);
            if (!Arrays.equals(madeFor, key)) {
                return Optional.empty();
            }
            return Optional.of(ObjectCatalog.of(definitions(in)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // not a cache of ours, or a damaged one: the files are read
        }
    }

    /** Keeps {@code all} for {@code key}, best effort: a cache that cannot be written is simply not there next time. */
    void write(byte[] key, List<ObjectDefinition> all) {
        Path made = null;
        try {
            var body = new ByteArrayOutputStream(2 << 20);
            var out = new DataOutputStream(body);
            out.writeInt(key.length);
            out.write(key);
            writeDefinitions(out, all);
            out.flush();
            byte[] bytes = body.toByteArray();
            CRC32 crc = new CRC32();
            crc.update(bytes);
            var whole = new ByteArrayOutputStream(bytes.length + 32);
            var head = new DataOutputStream(whole);
            head.write(MAGIC);
            head.writeInt(FORMAT);
            head.writeLong(crc.getValue());
            head.write(bytes);
            head.flush();
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            removeLeftovers(parent);
            made = Files.createTempFile(parent, file.getFileName().toString(), ".tmp");
            Files.write(made, whole.toByteArray());
            try {
                Files.move(made, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(made, file, StandardCopyOption.REPLACE_EXISTING);
            }
            made = null;
        } catch (IOException | RuntimeException e) {
            // no cache this time: the next start reads the files again
        } finally {
            if (made != null) {
                try {
                    Files.deleteIfExists(made);
                } catch (IOException e) {
                    // a leftover temporary file is harmless
                }
            }
        }
    }

    /**
     * How old a temporary file of ours must be to count as left over by a client killed while
     * writing (a write takes well under a second; a younger one may be another client's, writing now).
     */
    static final long LEFTOVER_MILLIS = 10 * 60 * 1000L;

    /** Deletes the temporary files a client killed mid-write left beside the cache (1.5 MB each). */
    private void removeLeftovers(Path parent) {
        String prefix = file.getFileName().toString();
        long before = System.currentTimeMillis() - LEFTOVER_MILLIS;
        try (var entries = Files.newDirectoryStream(parent, prefix + "*.tmp")) {
            for (Path p : entries) {
                if (Files.getLastModifiedTime(p).toMillis() < before) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a leftover that cannot be removed costs disk, nothing else
        }
    }

    private static void writeDefinitions(DataOutputStream out, List<ObjectDefinition> all) throws IOException {
        out.writeInt(all.size());
        for (ObjectDefinition o : all) {
            out.writeInt(o.id());
            byte[] description = o.description().getBytes(StandardCharsets.UTF_8);
            out.writeInt(description.length);
            out.write(description);
            int flags = (o.containable() ? 1 : 0)
                    | (o.permanent() ? 2 : 0)
                    | (o.heldInHand() ? 4 : 0)
                    | (o.rideable() ? 8 : 0)
                    | (o.blocksWalking() ? 16 : 0)
                    | (o.person() ? 32 : 0)
                    | (o.male() ? 64 : 0)
                    | (o.deathMarker() ? 128 : 0)
                    | (o.floor() ? 256 : 0);
            out.writeInt(flags);
            out.writeDouble(o.containSize());
            out.writeInt(o.minPickupAge());
            out.writeDouble(o.mapChance());
            out.writeInt(o.biomes().size());
            for (int biome : o.biomes()) {
                out.writeInt(biome);
            }
            out.writeInt(o.heatValue());
            out.writeInt(o.race());
            out.writeInt(o.foodValue());
            out.writeDouble(o.speedMult());
            out.writeInt(o.clothing().ordinal());
            out.writeInt(o.deadlyDistance());
            out.writeInt(o.useDistance());
            out.writeInt(o.numSlots());
            out.writeDouble(o.slotSize());
            out.writeInt(o.numUses());
            out.writeDouble(o.useChance());
            out.writeInt(o.origin().kind().ordinal());
            out.writeInt(o.origin().parentId());
            out.writeInt(o.origin().index());
            out.writeInt(o.leftBlockingRadius());
            out.writeInt(o.rightBlockingRadius());
        }
    }

    /** A count of things of at least {@code size} bytes each that follow: never more than the bytes left. */
    private static int length(ByteBuffer in, int size) {
        int count = in.getInt();
        if (count < 0 || count > in.remaining() / size) {
            throw new IllegalArgumentException("a count of " + count + " with " + in.remaining() + " bytes left");
        }
        return count;
    }

    private static List<ObjectDefinition> definitions(ByteBuffer in) {
        int count = length(in, 8);
        Clothing[] clothes = Clothing.values();
        Origin.Kind[] kinds = Origin.Kind.values();
        List<ObjectDefinition> all = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int id = in.getInt();
            byte[] description = new byte[length(in, 1)];
            in.get(description);
            int flags = in.getInt();
            double containSize = in.getDouble();
            int minPickupAge = in.getInt();
            double mapChance = in.getDouble();
            Integer[] biomes = new Integer[length(in, 4)];
            for (int b = 0; b < biomes.length; b++) {
                biomes[b] = in.getInt();
            }
            int heatValue = in.getInt();
            int race = in.getInt();
            int foodValue = in.getInt();
            double speedMult = in.getDouble();
            Clothing clothing = clothes[in.getInt()];
            int deadlyDistance = in.getInt();
            int useDistance = in.getInt();
            int numSlots = in.getInt();
            double slotSize = in.getDouble();
            int numUses = in.getInt();
            double useChance = in.getDouble();
            Origin origin = new Origin(kinds[in.getInt()], in.getInt(), in.getInt());
            all.add(new ObjectDefinition(
                    id,
                    new String(description, StandardCharsets.UTF_8),
                    (flags & 1) != 0,
                    containSize,
                    (flags & 2) != 0,
                    minPickupAge,
                    (flags & 4) != 0,
                    (flags & 8) != 0,
                    (flags & 16) != 0,
                    mapChance,
                    List.of(biomes),
                    heatValue,
                    (flags & 32) != 0,
                    race,
                    (flags & 64) != 0,
                    (flags & 128) != 0,
                    (flags & 256) != 0,
                    foodValue,
                    speedMult,
                    clothing,
                    deadlyDistance,
                    useDistance,
                    numSlots,
                    slotSize,
                    numUses,
                    useChance,
                    origin,
                    in.getInt(),
                    in.getInt()));
        }
        if (in.hasRemaining()) {
            throw new IllegalArgumentException("bytes after the last object");
        }
        return all;
    }
}
