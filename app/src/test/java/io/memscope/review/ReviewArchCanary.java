package io.memscope.review;

/** Breaks two rules on purpose (JavaFX below the app; an adapter class outside the composition root). */
final class ReviewArchCanary {
    Object javaFx() {
        return new javafx.beans.property.SimpleStringProperty();
    }

    Object adapter() {
        return io.memscope.store.jdbc.JdbcMemoryStore.class;
    }
}
