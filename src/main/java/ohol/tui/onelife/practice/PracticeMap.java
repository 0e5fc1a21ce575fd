package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;

/**
 * The practice world's ground: a square of {@link #SIZE} tiles around the origin, each with a
 * biome, a floor and an object. Generated from a seed, so every run (and every test) gets the
 * same world: grassland around the spawn with gooseberry bushes, a basket, stones and carrots
 * near at hand, trees in groves, swamp, prairie and badlands further out.
 *
 * <p>Thread safety: confined to the practice world's thread.
 */
final class PracticeMap {
    static final int RADIUS = 48;
    static final int SIZE = 2 * RADIUS + 1;

    private final int[] biome = new int[SIZE * SIZE];
    private final int[] floor = new int[SIZE * SIZE];
    private final GameObject[] object = new GameObject[SIZE * SIZE];

    private PracticeMap() {
        Arrays.fill(object, GameObject.NOTHING);
    }

    static boolean inside(int x, int y) {
        return Math.abs(x) <= RADIUS && Math.abs(y) <= RADIUS;
    }

    private static int index(int x, int y) {
        return (y + RADIUS) * SIZE + (x + RADIUS);
    }

    GameObject objectAt(int x, int y) {
        return inside(x, y) ? object[index(x, y)] : GameObject.NOTHING;
    }

    int floorAt(int x, int y) {
        return inside(x, y) ? floor[index(x, y)] : 0;
    }

    void setObject(int x, int y, GameObject o) {
        object[index(x, y)] = o;
    }

    /** The map as the server sends it around a player: 32×30 cells with the player 16 in and 15 down. */
    MapChunk chunkAround(int x, int y) {
        int width = 32;
        int height = 30;
        int left = x - 16;
        int bottom = y - 15;
        List<MapChunk.MapCell> cells = new ArrayList<>(width * height);
        for (int i = 0; i < width * height; i++) {
            int cx = left + i % width;
            int cy = bottom + i / width;
            cells.add(
                    inside(cx, cy)
                            ? new MapChunk.MapCell(biome[index(cx, cy)], floor[index(cx, cy)], object[index(cx, cy)])
                            : new MapChunk.MapCell(0, 0, GameObject.NOTHING));
        }
        return new MapChunk(width, height, left, bottom, cells);
    }

    static PracticeMap generate(long seed) {
        PracticeMap map = new PracticeMap();
        SplittableRandom random = new SplittableRandom(seed);
        for (int y = -RADIUS; y <= RADIUS; y++) {
            for (int x = -RADIUS; x <= RADIUS; x++) {
                map.biome[index(x, y)] = biomeOf(x, y);
            }
        }
        // the things a newcomer needs, in reach of the spawn
        map.setObject(3, 1, GameObject.of(PracticeObjects.GOOSEBERRY_BUSH));
        map.setObject(4, -2, GameObject.of(PracticeObjects.GOOSEBERRY_BUSH));
        map.setObject(-3, 2, GameObject.of(PracticeObjects.GOOSEBERRY_BUSH));
        map.setObject(1, -1, GameObject.of(PracticeObjects.BASKET));
        map.setObject(-2, -1, GameObject.of(PracticeObjects.STONE));
        map.setObject(-1, 3, GameObject.of(PracticeObjects.CARROT));
        map.setObject(-4, -3, GameObject.of(PracticeObjects.BIG_HARD_ROCK));
        for (int n = 0; n < 260; n++) {
            int x = random.nextInt(SIZE) - RADIUS;
            int y = random.nextInt(SIZE) - RADIUS;
            if (Math.max(Math.abs(x), Math.abs(y)) <= 5 || !map.objectAt(x, y).isEmpty()) {
                continue; // keep the spawn clear
            }
            map.setObject(x, y, GameObject.of(scatter(map.biome[index(x, y)], random)));
        }
        return map;
    }

    /** Grassland in the middle; swamp to the north-west, prairie east, badlands south. */
    private static int biomeOf(int x, int y) {
        double d = Math.hypot(x, y);
        if (d < 14) {
            return 0;
        }
        if (y > 0 && x < 0) {
            return 1;
        }
        if (x > 0 && y > -8) {
            return 2;
        }
        return y < 0 ? 3 : 0;
    }

    private static int scatter(int biome, SplittableRandom random) {
        int roll = random.nextInt(10);
        return switch (biome) {
            case 1 -> roll < 6 ? PracticeObjects.YEW_TREE : PracticeObjects.MILKWEED;
            case 2 -> roll < 4
                    ? PracticeObjects.GOOSEBERRY_BUSH
                    : roll < 7 ? PracticeObjects.CARROT : PracticeObjects.MAPLE_TREE;
            case 3 -> roll < 6 ? PracticeObjects.BIG_HARD_ROCK : PracticeObjects.STONE;
            default -> roll < 5
                    ? PracticeObjects.JUNIPER_TREE
                    : roll < 7
                            ? PracticeObjects.MAPLE_TREE
                            : roll < 9 ? PracticeObjects.STONE : PracticeObjects.GOOSEBERRY_BUSH;
        };
    }
}
