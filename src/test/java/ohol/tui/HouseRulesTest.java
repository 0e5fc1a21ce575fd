package ohol.tui;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The house: {@code ohol.tui.core} knows no game; each game ({@code onelife}, {@code crossfire})
 * uses only the core and itself; nothing uses {@code app}, the one place that puts a game and a
 * front-end together; no package uses itself through another. Checked on the compiled classes;
 * each rule is shown to bite on a planted class that breaks it.
 */
class HouseRulesTest {
    static final List<String> GAMES = List.of("onelife", "crossfire");

    static ArchRule coreKnowsNoGame() {
        return noClasses()
                .that()
                .resideInAPackage("ohol.tui.core..")
                .should()
                .dependOnClassesThat(resideInAPackage("ohol.tui..")
                        .and(not(resideInAPackage("ohol.tui.core..")))
                        .as("a class of ohol.tui outside ohol.tui.core"))
                .because("the core is shared by every game and front-end");
    }

    static ArchRule gameUsesOnlyCoreAndItself(String game) {
        String own = "ohol.tui." + game + "..";
        return noClasses()
                .that()
                .resideInAPackage(own)
                .should()
                .dependOnClassesThat(resideInAPackage("ohol.tui..")
                        .and(not(resideInAnyPackage("ohol.tui.core..", own)))
                        .as("a class of ohol.tui outside the core and " + game))
                .because("a game never uses another game, nor the app that runs it");
    }

    static ArchRule nothingUsesTheApp() {
        return noClasses()
                .that()
                .resideOutsideOfPackage("ohol.tui.app..")
                .should()
                .dependOnClassesThat(resideInAPackage("ohol.tui.app.."))
                .because("the app puts the games together; nothing below it knows it");
    }

    static ArchRule everyClassInAWing() {
        return classes()
                .that()
                .resideInAPackage("ohol.tui..")
                .should()
                .resideInAnyPackage("ohol.tui.core..", "ohol.tui.onelife..", "ohol.tui.crossfire..", "ohol.tui.app..")
                .because("the house has three wings: the core, one per game, and the app");
    }

    static ArchRule noCircles() {
        return slices().matching("ohol.tui.(**)").should().beFreeOfCycles();
    }

    private static JavaClasses main() {
        return new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("ohol.tui");
    }

    @Test
    void theWingsKeepTheirRules() {
        JavaClasses main = main();
        for (String wing : List.of("core", "onelife", "crossfire", "app")) {
            assertTrue(
                    main.stream()
                            .anyMatch(c -> c.getPackageName().startsWith("ohol.tui." + wing + ".")
                                    || c.getPackageName().equals("ohol.tui." + wing)),
                    "the " + wing + " wing exists");
        }
        coreKnowsNoGame().check(main);
        for (String game : GAMES) {
            gameUsesOnlyCoreAndItself(game).check(main);
        }
        nothingUsesTheApp().check(main);
        everyClassInAWing().check(main);
    }

    @Test
    void noPackageUsesItselfThroughAnother() {
        noCircles().check(main());
    }

    /** Each package says what it holds, in its {@code package-info.java}. */
    @Test
    void everyPackageSaysWhatItHolds() throws java.io.IOException {
        java.nio.file.Path root = java.nio.file.Path.of("src/main/java");
        try (var files = java.nio.file.Files.walk(root)) {
            List<java.nio.file.Path> silent = files.filter(f -> f.toString().endsWith(".java"))
                    .map(java.nio.file.Path::getParent)
                    .distinct()
                    .filter(dir -> !java.nio.file.Files.exists(dir.resolve("package-info.java")))
                    .toList();
            assertTrue(silent.isEmpty(), "packages without a package-info.java: " + silent);
        }
    }

    @Test
    void eachRuleBitesOnAPlantedImport() {
        JavaClasses core = new ClassFileImporter().importClasses(ohol.tui.core.PlantedAccess.coreUsingAGameClass());
        assertThrows(AssertionError.class, () -> coreKnowsNoGame().check(core));
        JavaClasses crossfire =
                new ClassFileImporter().importClasses(ohol.tui.crossfire.Planted.CrossfireUsingOneLife.class);
        assertThrows(AssertionError.class, () -> gameUsesOnlyCoreAndItself("crossfire")
                .check(crossfire));
        JavaClasses onelife = new ClassFileImporter().importClasses(ohol.tui.onelife.Planted.OneLifeUsingTheApp.class);
        assertThrows(
                AssertionError.class, () -> gameUsesOnlyCoreAndItself("onelife").check(onelife));
        assertThrows(AssertionError.class, () -> nothingUsesTheApp().check(onelife));
        JavaClasses stray = new ClassFileImporter().importClasses(HouseRulesTest.class);
        assertThrows(AssertionError.class, () -> everyClassInAWing().check(stray));
        JavaClasses circle = new ClassFileImporter()
                .importClasses(
                        ohol.tui.core.PlantedAccess.coreUsingAGameClass(),
                        ohol.tui.onelife.Planted.OneLifeUsingTheApp.class,
                        ohol.tui.core.PlantedAccess.class,
                        ohol.tui.app.PlantedCircle.class);
        assertThrows(AssertionError.class, () -> noCircles().check(circle));
    }
}
