package io.memscope;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/** The layering of DEVELOPERS.md, enforced: dependencies point downward, and only ui knows JavaFX. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.memscope");
    }

    @Test
    void layersDependOnlyDownward() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy("io.memscope.model..")
                .layer("analysis").definedBy("io.memscope.analysis..")
                .layer("store").definedBy("io.memscope.store..")
                .layer("review").definedBy("io.memscope.review..")
                .layer("export").definedBy("io.memscope.export..")
                .layer("cli").definedBy("io.memscope.cli..")
                .layer("ui").definedBy("io.memscope.ui..")
                .whereLayer("ui").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("cli").mayNotBeAccessedByAnyLayer()
                .whereLayer("export").mayOnlyBeAccessedByLayers("cli", "ui")
                .whereLayer("review").mayOnlyBeAccessedByLayers("export", "cli", "ui")
                .whereLayer("store").mayOnlyBeAccessedByLayers("review", "export", "cli", "ui")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("store", "review", "export", "cli", "ui")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void nothingBelowUiImportsJavaFx() {
        noClasses().that().resideOutsideOfPackage("io.memscope.ui..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void modelAndAnalysisDoNoIo() {
        noClasses().that().resideInAnyPackage("io.memscope.model..", "io.memscope.analysis..")
                .should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.sql..",
                        "com.fasterxml..", "org.jdbi..")
                .check(classes);
    }
}
