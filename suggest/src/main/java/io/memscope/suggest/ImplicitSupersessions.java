package io.memscope.suggest;

import io.memscope.model.Fact;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Within one entity (subjects that alias each other), a current fact is replaced by the next later fact of
 * the same attribute (predicates that alias each other) when the values differ. Only pairs an alias implies
 * are proposed: two current facts under one subject and one predicate are a contradiction {@code check}
 * already reports.
 */
final class ImplicitSupersessions {
    private static final Comparator<Fact> BY_TIME = Comparator.comparing(Fact::validFrom).thenComparing(Fact::id);

    private final AliasGraph predicateLinks;
    private final Map<String, Suggestion.SubjectAlias> subjectLinks;

    /** The links to follow: subject links keyed by {@link #key}; only those at or above the threshold. */
    ImplicitSupersessions(AliasGraph predicateLinks, Map<String, Suggestion.SubjectAlias> subjectLinks) {
        this.predicateLinks = predicateLinks;
        this.subjectLinks = subjectLinks;
    }

    static String key(String a, String b) {
        return a.compareTo(b) <= 0 ? a + "\u0000" + b : b + "\u0000" + a;
    }

    /** The facts of one entity, of any of its subjects; facts without valid_from have no time order. */
    List<Suggestion.ImplicitSupersession> in(List<Fact> entityFacts) {
        List<Fact> timed = new ArrayList<>();
        for (Fact f : entityFacts) {
            if (f.validFrom() != null && !f.endsBeforeStart()) {
                timed.add(f);
            }
        }
        timed.sort(BY_TIME);
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (int i = 0; i < timed.size(); i++) {
            Fact old = timed.get(i);
            if (old.isCurrent()) {
                successor(old, timed.subList(i + 1, timed.size())).ifPresent(found::add);
            }
        }
        return found;
    }

    private Optional<Suggestion.ImplicitSupersession> successor(Fact old, List<Fact> later) {
        for (Fact next : later) {
            if (!next.validFrom().isAfter(old.validFrom())) {
                continue;
            }
            Optional<Double> attribute = attributeScore(old, next);
            Optional<Double> entity = entityScore(old, next);
            if (attribute.isEmpty() || entity.isEmpty()) {
                continue;
            }
            if (sameValue(old, next)) {
                return Optional.empty();
            }
            boolean sentences = old.metadata().containsKey(Sentences.SENTENCE)
                    || next.metadata().containsKey(Sentences.SENTENCE);
            if (!sentences && old.subject().equals(next.subject()) && old.predicate().equals(next.predicate())) {
                return Optional.empty();
            }
            double score = Math.min(attribute.get(), entity.get());
            return Optional.of(new Suggestion.ImplicitSupersession(old.id(), next.id(), Suggestion.round(score),
                    why(old, next)));
        }
        return Optional.empty();
    }

    private Optional<Double> attributeScore(Fact a, Fact b) {
        if (a.predicate().equals(b.predicate())) {
            return Optional.of(1.0);
        }
        return predicateLinks.chain(a.predicate(), b.predicate()).map(AliasGraph.Chain::score);
    }

    private Optional<Double> entityScore(Fact a, Fact b) {
        if (a.subject().equals(b.subject())) {
            return Optional.of(1.0);
        }
        return Optional.ofNullable(subjectLinks.get(key(a.subject(), b.subject())))
                .map(Suggestion.SubjectAlias::score);
    }

    /** Equal once trimmed and case-folded, or one contains the other ({@code Detroit} / {@code Detroit, MI}). */
    static boolean sameValue(Fact a, Fact b) {
        String va = a.normalizedValue();
        String vb = b.normalizedValue();
        return va.equals(vb) || (!va.isEmpty() && !vb.isEmpty() && (va.contains(vb) || vb.contains(va)));
    }

    private String why(Fact old, Fact next) {
        StringBuilder why = new StringBuilder();
        why.append(text(old)).append(" is still current, and the later ").append(text(next))
                .append(" says otherwise (").append(day(next.validFrom())).append(" after ")
                .append(day(old.validFrom())).append("; \"").append(old.value()).append("\" vs \"")
                .append(next.value()).append("\")");
        if (old.predicate().equals(next.predicate()) && old.metadata().containsKey(Sentences.SENTENCE)) {
            why.append("; both sentences read \"").append(old.predicate()).append("\" with another value");
        } else if (!old.predicate().equals(next.predicate())) {
            why.append("; predicates alias: ").append(predicateLinks.chain(old.predicate(), next.predicate()).orElseThrow().why());
        }
        if (!old.subject().equals(next.subject())) {
            why.append("; subjects alias: ").append(subjectLinks.get(key(old.subject(), next.subject())).why());
        }
        return why.toString();
    }

    private static String text(Fact f) {
        String sentence = f.metadata().get(Sentences.SENTENCE);
        if (sentence != null) {
            return String.format(Locale.ROOT, "fact %s (%s %s, from %s)", f.id(), f.subject(), sentence,
                    day(f.validFrom()));
        }
        return String.format(Locale.ROOT, "fact %s (%s %s \"%s\", from %s)", f.id(), f.subject(), f.predicate(),
                f.value(), day(f.validFrom()));
    }

    private static String day(Instant t) {
        return t.toString().substring(0, 10);
    }
}
