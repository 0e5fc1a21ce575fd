package ohol.tui.core;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * Nothing under {@code ohol.tui.core} may use anything of a game (One Hour One Life's packages
 * today, Crossfire's tomorrow): the core is what every game and every front-end share.
 */
class CoreKnowsNoGameTest {
    private static ArchRule rule() {
        return noClasses()
                .that()
                .resideInAPackage("ohol.tui.core..")
                .should()
                .dependOnClassesThat(resideInAPackage("ohol.tui..")
                        .and(not(resideInAPackage("ohol.tui.core..")))
                        .as("a class of ohol.tui outside ohol.tui.core"))
                .because("the core is shared by every game and front-end");
    }

    @Test
    void theCoreImportsNothingOfAGame() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("ohol.tui");
        assertTrue(main.stream().anyMatch(c -> c.getPackageName().startsWith("ohol.tui.core")), "the core exists");
        rule().check(main);
    }

    @Test
    void theRuleBitesOnAGameImport() {
        // this test class itself is in the core's package and uses a game class: the rule must see it
        JavaClasses withTests = new ClassFileImporter().importClasses(CoreKnowsNoGameTest.class, GameUser.class);
        assertThrows(AssertionError.class, () -> rule().check(withTests));
    }

    /** A core-package class that uses a game class, as a leak would. */
    static final class GameUser {
        String tag() {
            return new ohol.tui.protocol.client.KeepAlive().verb();
        }
    }
}
