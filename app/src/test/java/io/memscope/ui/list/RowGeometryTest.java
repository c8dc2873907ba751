package io.memscope.ui.list;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RowGeometryTest {
    /** 10 rows of 20 px in a 50 px viewport: 2.5 rows show. */
    private final RowGeometry small = new RowGeometry(20, 10, 50);

    @Test
    void offsetsStayBetweenTheTopAndTheLastRowAtTheBottom() {
        assertThat(small.maxOffset()).isEqualTo(150);
        assertThat(small.clamp(-5)).isZero();
        assertThat(small.clamp(400)).isEqualTo(150);
        assertThat(small.clamp(Double.NaN)).isZero();
        assertThat(new RowGeometry(20, 2, 50).maxOffset()).as("rows that fit do not scroll").isZero();
        assertThat(new RowGeometry(20, 2, 50).scrolls()).isFalse();
        assertThat(small.scrolls()).isTrue();
    }

    @Test
    void theRowsOnScreenFollowTheOffsetIncludingPartlyHiddenOnes() {
        assertThat(small.firstRow(0)).isZero();
        assertThat(small.lastRow(0)).as("rows 0, 1 and half of 2").isEqualTo(2);
        assertThat(small.firstRow(30)).as("row 1 half hidden at the top").isEqualTo(1);
        assertThat(small.lastRow(30)).as("bottom at 80 px: row 3 ends there").isEqualTo(3);
        assertThat(small.lastRow(31)).isEqualTo(4);
        assertThat(small.lastRow(1_000)).isEqualTo(9);
        assertThat(new RowGeometry(20, 0, 50).lastRow(0)).isEqualTo(-1);
    }

    @Test
    void showingARowScrollsOnlyAsFarAsNeeded() {
        assertThat(small.offsetShowing(1, 0)).as("already on screen").isZero();
        assertThat(small.offsetShowing(2, 0)).as("half hidden below: comes in at the bottom").isEqualTo(10);
        assertThat(small.offsetShowing(9, 0)).isEqualTo(150);
        assertThat(small.offsetShowing(3, 100)).as("above: comes in at the top").isEqualTo(60);
        assertThat(small.fullyShown(2, 0)).isFalse();
        assertThat(small.fullyShown(2, 10)).isTrue();
        assertThat(small.offsetWithRowAtTop(9)).as("the last row cannot be at the top").isEqualTo(150);
    }

    @Test
    void aMillionRowsAreArithmeticNotAWalk() {
        RowGeometry big = new RowGeometry(24, 1_000_000, 800);
        double deep = big.offsetWithRowAtTop(999_000);
        assertThat(big.firstRow(deep)).isEqualTo(999_000);
        assertThat(big.lastRow(big.maxOffset())).isEqualTo(999_999);
        assertThat(big.fullyShown(999_999, big.maxOffset())).isTrue();
        assertThat(big.cellsToFill()).isEqualTo(35);
        assertThat(big.rowsPerPage()).isEqualTo(33);
    }

    @Test
    void aRowNeedsAHeight() {
        assertThatThrownBy(() -> new RowGeometry(0, 3, 10)).hasMessageContaining("height above zero");
        assertThatThrownBy(() -> new RowGeometry(24, -1, 10)).hasMessageContaining("-1 rows");
        assertThat(new RowGeometry(24, 3, 0).rowsPerPage()).as("a list squeezed to nothing still pages").isOne();
    }
}
