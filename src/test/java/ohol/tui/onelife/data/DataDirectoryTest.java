package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataDirectoryTest {
    @Test
    void findsTheObjectFilesOfTheRealDataInIdOrder() throws IOException {
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        List<Path> files = dir.objectFiles();
        // 4,435 .txt files, less nextObjectNumber.txt and groundHeat_4/5/6.txt
        assertEquals(4431, files.size());
        assertEquals("11.txt", files.get(0).getFileName().toString());
        assertEquals("5022.txt", files.get(files.size() - 1).getFileName().toString());
        assertTrue(files.stream().noneMatch(p -> p.getFileName().toString().startsWith("groundHeat_")));
        assertEquals(OptionalInt.of(437), dir.dataVersion());
        // each folder holds a cache.fcz besides, which is no .txt
        assertEquals(287, dir.categoryFiles().size());
        assertEquals(5229, dir.transitionFiles().size());
    }

    @Test
    void refusesAFolderWithoutObjects(@TempDir Path empty) {
        var e = assertThrows(NoSuchFileException.class, () -> DataDirectory.open(empty));
        assertTrue(e.getMessage().contains("objects/"), e.getMessage());
    }

    @Test
    void treatsMissingCategoriesTransitionsAndVersionAsEmpty(@TempDir Path root) throws IOException {
        Files.createDirectory(root.resolve("objects"));
        Files.writeString(root.resolve("objects/10.txt"), "id=10\nTen\n");
        Files.writeString(root.resolve("objects/9.txt"), "id=9\nNine\n");
        Files.writeString(root.resolve("objects/notes.md"), "not an object");
        DataDirectory dir = DataDirectory.open(root);
        assertEquals(List.of(root.resolve("objects/9.txt"), root.resolve("objects/10.txt")), dir.objectFiles());
        assertEquals(List.of(), dir.categoryFiles());
        assertEquals(List.of(), dir.transitionFiles());
        assertEquals(OptionalInt.empty(), dir.dataVersion());
    }
}
