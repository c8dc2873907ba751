package io.memscope.store;

import io.memscope.model.Fact;

import java.util.Locale;

/** What {@link MemoryStore#search} matches: the text in a fact's value, subject, predicate, source or agent. */
final class FactSearch {
    /** Thrown by a search's walk once it has found enough, to stop the walk; carries no stack. */
    static final Enough ENOUGH = new Enough();

    private FactSearch() {
    }

    static boolean matches(Fact f, String lowerCaseText) {
        return contains(f.value(), lowerCaseText) || contains(f.subject(), lowerCaseText)
                || contains(f.predicate(), lowerCaseText) || contains(f.source(), lowerCaseText)
                || contains(f.agent(), lowerCaseText);
    }

    private static boolean contains(String field, String lowerCaseText) {
        return field != null && field.toLowerCase(Locale.ROOT).contains(lowerCaseText);
    }

    static final class Enough extends StoreException {
        Enough() {
            super("enough found");
        }

        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    }
}
