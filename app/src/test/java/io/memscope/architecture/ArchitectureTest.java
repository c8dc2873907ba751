package io.memscope.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layering of docs/architecture.md, enforced on the product's classes. */
class ArchitectureTest {
    private static JavaClasses product;

    @BeforeAll
    static void importProduct() {
        product = ArchitectureRules.productClasses();
    }

    @Test
    void layersDependOnlyDownward() {
        ArchitectureRules.layersDependOnlyDownward().check(product);
    }

    @Test
    void noPackageCycles() {
        ArchitectureRules.noPackageCycles().check(product);
    }

    @Test
    void nothingBelowTheAppUsesJavaFx() {
        ArchitectureRules.nothingBelowTheAppUsesJavaFx().check(product);
    }

    @Test
    void theCliNeverTouchesTheApp() {
        ArchitectureRules.theCliNeverTouchesTheApp().check(product);
    }

    @Test
    void onlyTheCompositionRootAndTheAdaptersUseAdapterClasses() {
        ArchitectureRules.onlyTheCompositionRootAndTheAdaptersUseAdapterClasses().check(product);
    }

    @Test
    void adaptersDoNotUseEachOther() {
        ArchitectureRules.adaptersDoNotUseEachOther().check(product);
    }

    @Test
    void modelAndAnalysisDoNoIo() {
        ArchitectureRules.modelAndAnalysisDoNoIo().check(product);
    }
}
