package io.memscope.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A rule that cannot fail protects nothing: each rule is checked on the product's classes plus one test class
 * (an "ArchCanary") that breaks it, and must fail, naming the canary.
 */
class ArchitectureRulesCanFailTest {
    private static JavaClasses withCanaries;

    @BeforeAll
    static void importProductAndCanaries() {
        withCanaries = new ClassFileImporter()
                .withImportOption(location -> ArchitectureRules.isProductClass(location)
                        || location.contains("ArchCanary"))
                .importPackages("io.memscope");
    }

    @Test
    void layeringFailsWhenTheModelUsesTheAnalysis() {
        assertFails(ArchitectureRules::layersDependOnlyDownward, "ModelArchCanary");
    }

    @Test
    void layeringFailsWhenALayerIsEmpty() {
        // a layer whose packages hold no class is what a misspelt package name gives
        List<String> layers = List.of("io.memscope.model", "io.memscope.analysis", "io.memscope.store",
                "io.memscope.review", "io.memscope.cli", "io.memscope.ui");
        JavaClasses withoutExport = withCanaries.that(DescribedPredicate.<JavaClass>describe("product classes of every layer but export",
                c -> !c.getName().contains("ArchCanary") && layers.stream().anyMatch(
                        layer -> c.getPackageName().equals(layer) || c.getPackageName().startsWith(layer + "."))));
        assertThatThrownBy(() -> ArchitectureRules.layersDependOnlyDownward().check(withoutExport))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Layer 'export' is empty");
    }

    @Test
    void cyclesFailWhenTwoPackagesUseEachOther() {
        assertFails(ArchitectureRules::noPackageCycles, "ModelArchCanary");
    }

    @Test
    void javaFxBelowTheAppFails() {
        assertFails(ArchitectureRules::nothingBelowTheAppUsesJavaFx, "ReviewArchCanary");
    }

    @Test
    void theCliUsingTheAppFails() {
        assertFails(ArchitectureRules::theCliNeverTouchesTheApp, "CliArchCanary");
    }

    @Test
    void anAdapterClassOutsideTheCompositionRootFails() {
        assertFails(ArchitectureRules::onlyTheCompositionRootAndTheAdaptersUseAdapterClasses, "ReviewArchCanary");
    }

    @Test
    void oneAdapterUsingAnotherFails() {
        assertFails(ArchitectureRules::adaptersDoNotUseEachOther, "JsonArchCanary");
    }

    @Test
    void ioInTheAnalysisFails() {
        assertFails(ArchitectureRules::modelAndAnalysisDoNoIo, "AnalysisArchCanary");
    }

    private static void assertFails(Supplier<ArchRule> rule, String canary) {
        assertThatThrownBy(() -> rule.get().check(withCanaries))
                .isInstanceOf(AssertionError.class).hasMessageContaining(canary);
    }
}
