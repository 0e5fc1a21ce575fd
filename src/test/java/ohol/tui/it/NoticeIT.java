package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the shipped jar carries is all said: every library in it (by the Maven coordinates it
 * brought, and by the folders of its classes) has its entry in NOTICE, with a licence folder the
 * jar holds; the libraries' own licence and notice files are kept byte for byte; the .deb's
 * copyright file names every folder NOTICE does. A library added to the pom without all that
 * fails here.
 */
class NoticeIT {
    private static final String OWN = "ohol/tui/";
    private static final Pattern CLASSES = Pattern.compile("(?m)^\\s+classes: (.+)$");
    private static final Pattern LICENCE_FOLDER = Pattern.compile("META-INF/licenses/[a-z0-9_.-]+/");
    private static final Pattern VERSIONED = Pattern.compile("^META-INF/versions/\\d+/");

    private JarFile jar;
    private String notice;

    @BeforeEach
    void open() throws IOException {
        Path path = Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar"));
        assumeTrue(Files.isRegularFile(path), "run after 'mvn package': " + path);
        jar = new JarFile(path.toFile());
        notice = text("META-INF/NOTICE");
    }

    @Test
    void theJarsNoticeAndLicenceAreTheProjectsOwn() throws IOException {
        assertEquals(Files.readString(Path.of("NOTICE")), notice);
        assertEquals(Files.readString(Path.of("LICENSE")), text("META-INF/LICENSE"));
        // a library's own LICENSE or NOTICE at the top would read as the whole jar's
        List<String> stray = jar.stream()
                .map(ZipEntry::getName)
                .filter(n -> n.matches("META-INF/(LICENSE|NOTICE)[^/]*")
                        && !n.equals("META-INF/LICENSE")
                        && !n.equals("META-INF/NOTICE"))
                .toList();
        assertEquals(List.of(), stray);
    }

    @Test
    void everyLibraryTheJarBroughtIsInNotice() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String coordinates : shippedCoordinates()) {
            if (!notice.contains(coordinates)) {
                missing.add(coordinates);
            }
        }
        assertEquals(List.of(), missing, "Maven coordinates in the jar that NOTICE does not name");
    }

    @Test
    void everyClassOfTheJarSitsInAFolderNoticeNames() {
        List<String> folders = noticedFolders();
        assertFalse(folders.isEmpty(), "NOTICE names no folders of classes");
        Set<String> unclaimed = new TreeSet<>();
        jar.stream()
                .map(ZipEntry::getName)
                .filter(n -> n.endsWith(".class") && !n.endsWith("module-info.class"))
                .map(n -> VERSIONED.matcher(n).replaceFirst(""))
                .filter(n -> !n.startsWith(OWN) && folders.stream().noneMatch(n::startsWith))
                .forEach(n -> unclaimed.add(n.substring(0, n.lastIndexOf('/') + 1)));
        // the outermost only: a library's every folder would bury the point
        unclaimed.removeIf(f -> unclaimed.stream().anyMatch(o -> !o.equals(f) && f.startsWith(o)));
        assertEquals(Set.of(), unclaimed, "folders of classes in the jar that NOTICE does not name");
    }

    @Test
    void everyLicenceFolderNoticeNamesIsInTheJarAndNoOther() {
        Set<String> named = new TreeSet<>();
        Matcher m = LICENCE_FOLDER.matcher(notice);
        while (m.find()) {
            named.add(m.group());
        }
        Set<String> held = new TreeSet<>();
        jar.stream()
                .map(ZipEntry::getName)
                .filter(n -> n.startsWith("META-INF/licenses/") && !n.endsWith("/"))
                .forEach(n -> held.add(n.substring(0, n.indexOf('/', "META-INF/licenses/".length()) + 1)));
        assertFalse(named.isEmpty(), "NOTICE names no licence folder");
        assertEquals(named, held);
    }

    /** Each library jar on the test's class path that the shipped jar carries: its own files, kept. */
    @Test
    void theLibrariesOwnLicenceAndNoticeFilesAreKeptWhole() throws IOException {
        Set<String> shipped = shippedCoordinates();
        int compared = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.endsWith(".jar") || !Files.isRegularFile(Path.of(entry))) {
                continue;
            }
            try (JarFile library = new JarFile(entry)) {
                List<String> artifacts = coordinates(library).stream()
                        .filter(shipped::contains)
                        .map(c -> c.split(":")[1])
                        .toList();
                if (artifacts.size() != 1) {
                    continue; // not shipped, or a bundle (JLine's, whose jar has no licence file)
                }
                for (ZipEntry own : library.stream()
                        .filter(e -> e.getName().matches("META-INF/(LICENSE|NOTICE)(\\.txt|\\.md)?"))
                        .toList()) {
                    String kept = "META-INF/licenses/" + artifacts.get(0) + "/"
                            + own.getName().substring("META-INF/".length());
                    ZipEntry copy = jar.getEntry(kept);
                    assertTrue(copy != null, "the jar has no " + kept + " (" + entry + ")");
                    try (InputStream a = library.getInputStream(own);
                            InputStream b = jar.getInputStream(copy)) {
                        assertArrayEquals(a.readAllBytes(), b.readAllBytes(), kept + " differs from " + entry);
                    }
                    compared++;
                }
            }
        }
        assertTrue(compared >= 5, "compared only " + compared + " files: is the test's class path the jars'?");
    }

    @Test
    void theDebsCopyrightFileNamesEveryFolderOfClasses() throws IOException {
        String copyright = Files.readString(Path.of("src/main/dist/deb/copyright"));
        assertTrue(
                copyright.startsWith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"));
        List<String> missing = noticedFolders().stream()
                .filter(f -> !copyright.contains("\nFiles: " + f + "*\n"))
                .toList();
        assertEquals(List.of(), missing, "folders NOTICE names without a Files paragraph in the copyright file");
        Set<String> used = new TreeSet<>();
        Matcher licence = Pattern.compile("(?m)^License: (.+)$").matcher(copyright);
        List<String> defined = new ArrayList<>();
        for (String paragraph : copyright.split("\n\n")) {
            if (paragraph.startsWith("License: ")) {
                defined.add(paragraph.lines().findFirst().orElseThrow().substring("License: ".length()));
            }
        }
        while (licence.find()) {
            used.add(licence.group(1));
        }
        assertEquals(used, new TreeSet<>(defined), "every licence used is given once, and no other");
    }

    private Set<String> shippedCoordinates() throws IOException {
        Set<String> all = coordinates(jar);
        all.removeIf(c -> c.startsWith("ohol.tui:"));
        assertFalse(all.isEmpty(), "the jar holds no pom.properties");
        return all;
    }

    /** {@code group:artifact:version} of every pom.properties in {@code archive}. */
    private static Set<String> coordinates(JarFile archive) throws IOException {
        Set<String> found = new TreeSet<>();
        for (ZipEntry e : archive.stream()
                .filter(e -> e.getName().matches("META-INF/maven/[^/]+/[^/]+/pom\\.properties"))
                .toList()) {
            Properties p = new Properties();
            try (InputStream in = archive.getInputStream(e)) {
                p.load(in);
            }
            found.add(p.getProperty("groupId") + ":" + p.getProperty("artifactId") + ":" + p.getProperty("version"));
        }
        return found;
    }

    private List<String> noticedFolders() {
        List<String> folders = new ArrayList<>();
        Matcher m = CLASSES.matcher(notice);
        while (m.find()) {
            folders.addAll(List.of(m.group(1).strip().split("\\s+")));
        }
        return folders;
    }

    private String text(String name) throws IOException {
        ZipEntry e = jar.getEntry(name);
        assertTrue(e != null, "the jar has no " + name);
        try (InputStream in = jar.getInputStream(e)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
