package io.memscope.suggest;

import io.memscope.model.Fact;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Within one entity (subjects that alias each other), a current fact is replaced by the next later fact of
 * the same attribute (predicates that alias each other) when the values differ. Only pairs an alias implies
 * are proposed: two current facts under one subject and one predicate are a contradiction {@code check}
 * already reports.
 */
final class ImplicitSupersessions {
    private static final long FIRST_DAY_OF_YEAR_0 = LocalDate.of(0, 1, 1).toEpochDay();
    private static final long LAST_DAY_OF_YEAR_9999 = LocalDate.of(9999, 12, 31).toEpochDay();
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
        // each (subject, predicate) of the entity once, with where its facts are in time order, so a current
        // fact's successor is looked up among the attributes it can alias rather than among all later facts
        Map<String, Map<String, Integer>> keys = new HashMap<>();
        List<Fact> keyFacts = new ArrayList<>();
        List<List<Integer>> positions = new ArrayList<>();
        int[] keyOf = new int[timed.size()];
        for (int i = 0; i < timed.size(); i++) {
            Fact f = timed.get(i);
            Map<String, Integer> ofSubject = keys.computeIfAbsent(f.subject(), s -> new HashMap<>());
            Integer k = ofSubject.get(f.predicate());
            if (k == null) {
                k = keyFacts.size();
                ofSubject.put(f.predicate(), k);
                keyFacts.add(f);
                positions.add(new ArrayList<>());
            }
            keyOf[i] = k;
            positions.get(k).add(i);
        }
        int keyCount = keyFacts.size();
        double[] linked = new double[keyCount * keyCount];
        java.util.Arrays.fill(linked, Double.NaN);
        List<Suggestion.ImplicitSupersession> found = new ArrayList<>();
        for (int i = 0; i < timed.size(); i++) {
            Fact old = timed.get(i);
            if (!old.isCurrent()) {
                continue;
            }
            int next = -1;
            double score = 0;
            Fact restated = null;
            for (int from = -1; ; from = next) {
                next = -1;
                score = 0;
                for (int k = 0; k < keyCount; k++) {
                    double link = link(linked, keyCount, keyOf[i], k, keyFacts);
                    if (link < 0) {
                        continue;
                    }
                    int j = from < 0 ? firstAfter(timed, positions.get(k), old.validFrom())
                            : firstPast(positions.get(k), from);
                    // one fact read twice (as stored, and as its source says) is one successor: the closer link wins
                    boolean better = j >= 0 && (next < 0 || (timed.get(j).id().equals(timed.get(next).id())
                            ? link > score : j < next));
                    if (better) {
                        next = j;
                        score = link;
                    }
                }
                // "Praha" restated under another key, then "Brno": the first "Praha" is replaced too; and a value
                // that restates the restatement ("+44 (0)7700 900123" after "07700 900123") is the same value
                if (next < 0 || !Restatements.same(old, timed.get(next))
                        && (restated == null || !Restatements.same(restated, timed.get(next)))) {
                    break;
                }
                restated = timed.get(next);
            }
            if (next >= 0) {
                decide(old, timed.get(next), score).ifPresent(found::add);
            }
        }
        return found;
    }

    /** The weaker of the two aliases that join two (subject, predicate) keys, or -1 when they are not joined. */
    private double link(double[] linked, int keyCount, int a, int b, List<Fact> keyFacts) {
        double score = linked[a * keyCount + b];
        if (Double.isNaN(score)) {
            double attribute = attributeScore(keyFacts.get(a), keyFacts.get(b));
            double entity = attribute < 0 ? -1 : entityScore(keyFacts.get(a), keyFacts.get(b));
            score = attribute < 0 || entity < 0 ? -1 : Math.min(attribute, entity);
            linked[a * keyCount + b] = score;
        }
        return score;
    }

    /** The first of {@code at} (positions in time order) past position {@code from}, or -1. */
    private static int firstPast(List<Integer> at, int from) {
        int lo = 0;
        int hi = at.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (at.get(mid) > from) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo < at.size() ? at.get(lo) : -1;
    }

    /** The first of {@code at} (positions in time order) whose fact starts after {@code t}, or -1. */
    private static int firstAfter(List<Fact> timed, List<Integer> at, Instant t) {
        int lo = 0;
        int hi = at.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (timed.get(at.get(mid)).validFrom().isAfter(t)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo < at.size() ? at.get(lo) : -1;
    }

    /** The first later fact of an alias of the old one's attribute and entity replaces it if its value differs. */
    private Optional<Suggestion.ImplicitSupersession> decide(Fact old, Fact next, double score) {
        if (Restatements.same(old, next)) {
            return Optional.empty();
        }
        boolean sentences = old.metadata().containsKey(Sentences.SENTENCE)
                || next.metadata().containsKey(Sentences.SENTENCE);
        if (!sentences && old.subject().equals(next.subject()) && old.predicate().equals(next.predicate())) {
            return Optional.empty();
        }
        return Optional.of(new Suggestion.ImplicitSupersession(old.id(), next.id(), Suggestion.round(score),
                why(old, next)));
    }

    /** 1 for one predicate, the alias chain's score for two, -1 when no chain joins them. */
    private double attributeScore(Fact a, Fact b) {
        if (a.predicate().equals(b.predicate())) {
            return 1.0;
        }
        return predicateLinks.chain(a.predicate(), b.predicate()).map(AliasGraph.Chain::score).orElse(-1.0);
    }

    /** Whether the two facts' predicates are ruled out as one attribute (a decoy, or updated side by side). */
    boolean attributesApart(Fact a, Fact b) {
        return !a.predicate().equals(b.predicate()) && predicateLinks.vetoed(a.predicate(), b.predicate());
    }

    /** 1 for one subject, the subject alias's score for two, -1 when they are not aliased. */
    double entityScore(Fact a, Fact b) {
        if (a.subject().equals(b.subject())) {
            return 1.0;
        }
        Suggestion.SubjectAlias alias = subjectLinks.get(key(a.subject(), b.subject()));
        return alias == null ? -1 : alias.score();
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
        // a builder, not a format string: a big store has tens of thousands of these to write
        StringBuilder text = new StringBuilder("fact ").append(f.id()).append(" (").append(f.subject()).append(' ');
        String sentence = f.metadata().get(Sentences.SENTENCE);
        if (sentence != null) {
            text.append(sentence);
        } else {
            text.append(f.predicate()).append(" \"").append(f.value()).append('"');
        }
        return text.append(", from ").append(day(f.validFrom())).append(')').toString();
    }

    /** The day as {@code Instant.toString} begins, without formatting the whole instant for ten characters. */
    static String day(Instant t) {
        long days = Math.floorDiv(t.getEpochSecond(), 86_400L);
        if (days < FIRST_DAY_OF_YEAR_0 || days > LAST_DAY_OF_YEAR_9999) {
            return t.toString().substring(0, 10);
        }
        return LocalDate.ofEpochDay(days).toString();
    }
}
