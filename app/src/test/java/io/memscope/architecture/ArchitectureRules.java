package io.memscope.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;

import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules of docs/architecture.md, one named rule each (in the manner of JabRef's architecture tests).
 * {@link ArchitectureTest} checks them on the product's classes; {@link ArchitectureRulesCanFailTest} shows
 * that each one fails on a class that breaks it.
 */
final class ArchitectureRules {
    static final String MODEL = "io.memscope.model..";
    static final String ANALYSIS = "io.memscope.analysis..";
    /** The store port: {@code MemoryStore} and what travels through it, and the shared JSON codecs. */
    static final String[] PORT = {"io.memscope.store", "io.memscope.store.codec"};
    static final String[] ADAPTERS = {"io.memscope.store.jdbc..", "io.memscope.store.json..",
            "io.memscope.store.neo4j.."};
    /** The synthetic stores of {@code generate}: facts made up for scale tests, written through the port. */
    static final String SYNTHETIC = "io.memscope.store.synthetic..";
    /** The one place that knows the adapters and opens stores. */
    static final String COMPOSITION_ROOT = "io.memscope.store.open..";
    static final String REVIEW = "io.memscope.review..";
    static final String EXPORT = "io.memscope.export..";
    /** Suggestions from a local model: reads through the store port, never an adapter. */
    static final String SUGGEST = "io.memscope.suggest..";
    static final String CLI = "io.memscope.cli..";
    /** The desktop app: the window, {@code render}, and the launcher in the root package. */
    static final String[] APP = {"io.memscope", "io.memscope.ui.."};
    static final String[] JAVAFX = {"javafx..", "com.sun.javafx..", "com.sun.glass..", "com.sun.prism..",
            "org.controlsfx..", "org.testfx.."};

    private ArchitectureRules() {
    }

    /** The product's classes: every module's main classes, none of the tests or the test fixtures. */
    static JavaClasses productClasses() {
        return new ClassFileImporter().withImportOption(ArchitectureRules::isProductClass)
                .importPackages("io.memscope");
    }

    static boolean isProductClass(Location location) {
        return ImportOption.Predefined.DO_NOT_INCLUDE_TESTS.includes(location)
                && !location.matches(java.util.regex.Pattern.compile(".*-tests\\.jar.*"))
                && !location.contains("/bench/target/");
    }

    static ArchRule layersDependOnlyDownward() {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("model").definedBy(MODEL)
                .layer("analysis").definedBy(ANALYSIS)
                .layer("store port").definedBy(PORT)
                .layer("store adapters").definedBy(ADAPTERS)
                .layer("composition root").definedBy(COMPOSITION_ROOT)
                .layer("synthetic stores").definedBy(SYNTHETIC)
                .layer("review").definedBy(REVIEW)
                .layer("export").definedBy(EXPORT)
                .layer("suggest").definedBy(SUGGEST)
                .layer("cli").definedBy(CLI)
                .layer("app").definedBy(APP)
                .whereLayer("app").mayNotBeAccessedByAnyLayer()
                .whereLayer("cli").mayOnlyBeAccessedByLayers("app")
                .whereLayer("export").mayOnlyBeAccessedByLayers("cli", "app")
                .whereLayer("suggest").mayOnlyBeAccessedByLayers("cli", "app")
                .whereLayer("review").mayOnlyBeAccessedByLayers("export", "cli", "app")
                .whereLayer("composition root").mayOnlyBeAccessedByLayers("export", "cli", "app")
                .whereLayer("synthetic stores").mayOnlyBeAccessedByLayers("cli")
                .whereLayer("store adapters").mayOnlyBeAccessedByLayers("composition root")
                .whereLayer("store port").mayOnlyBeAccessedByLayers("store adapters", "composition root",
                        "synthetic stores", "review", "export", "suggest", "cli", "app")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("store adapters", "composition root", "review",
                        "export", "suggest", "cli", "app")
                // an empty layer means a misspelt package: the rule would pass without checking anything
                .withOptionalLayers(false);
    }

    static ArchRule noPackageCycles() {
        return slices().matching("io.memscope.(**)").should().beFreeOfCycles();
    }

    static ArchRule nothingBelowTheAppUsesJavaFx() {
        return noClasses().that().resideOutsideOfPackages(APP)
                .should().dependOnClassesThat().resideInAnyPackage(JAVAFX);
    }

    static ArchRule theCliNeverTouchesTheApp() {
        return noClasses().that().resideInAPackage(CLI)
                .should().dependOnClassesThat().resideInAnyPackage(APP)
                .orShould().dependOnClassesThat().resideInAnyPackage(JAVAFX);
    }

    static ArchRule onlyTheCompositionRootAndTheAdaptersUseAdapterClasses() {
        return noClasses().that().resideOutsideOfPackages(concat(ADAPTERS, COMPOSITION_ROOT))
                .should().dependOnClassesThat().resideInAnyPackage(ADAPTERS);
    }

    static ArchRule adaptersDoNotUseEachOther() {
        List<ArchRule> rules = new java.util.ArrayList<>();
        for (String adapter : ADAPTERS) {
            String[] others = java.util.Arrays.stream(ADAPTERS).filter(a -> !a.equals(adapter)).toArray(String[]::new);
            rules.add(noClasses().that().resideInAPackage(adapter)
                    .should().dependOnClassesThat().resideInAnyPackage(others));
        }
        return CompositeArchRule.of(rules);
    }

    static ArchRule modelAndAnalysisDoNoIo() {
        return noClasses().that().resideInAnyPackage(MODEL, ANALYSIS)
                .should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio..", "java.sql..",
                        "com.fasterxml..", "org.jdbi..", "io.memscope.store..");
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
