package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.AuditEntry;
import io.memscope.model.Cardinality;
import io.memscope.model.PredicateCardinalities;
import io.memscope.model.RecheckFlag;
import io.memscope.store.StoreException;
import io.memscope.store.StoreSource;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The top-level members of a JSON store beside its facts, as they are read: {@code dependencies},
 * {@code predicates}, memscope's {@code flags} and {@code audit}, and other tools' keys. Held apart from the
 * facts because a file read in two halves ({@link TailRead}) joins its halves' sections here, and must refuse
 * a section both halves hold, as a read straight through the file does.
 */
final class SideSections {
    private static final Set<String> SECTIONS = Set.of("facts", "dependencies", "predicates", "flags", "audit");

    private final JsonErrors errors;
    private final DependencyList dependencies = new DependencyList();
    private final Map<String, Cardinality> cardinalities = new TreeMap<>();
    private final List<RecheckFlag> flags = new ArrayList<>();
    private final List<AuditEntry> audit = new ArrayList<>();
    /** Top-level keys memscope does not read, in file order: another tool's, kept on a rewrite. */
    private final Set<String> otherMembers = new LinkedHashSet<>();
    /** The top-level keys read so far, to refuse a section that appears twice. */
    private final Set<String> seen = new HashSet<>();

    SideSections(JsonErrors errors) {
        this.errors = errors;
    }

    /**
     * Reads the top-level member {@code key}, the parser standing on its {@code value}, unless it is the facts
     * array: that one is left to the caller, and the answer is true.
     */
    boolean readMember(JsonParser p, String key, JsonLocation keyAt, JsonToken value)
            throws IOException, StoreException {
        if (SECTIONS.contains(key) && !seen.add(key)) {
            throw errors.at(keyAt, "\"" + key + "\" appears twice in the top-level object");
        }
        switch (key) {
            case "facts" -> {
                requireArray(value, key, keyAt);
                return true;
            }
            case "dependencies" -> {
                requireArray(value, key, keyAt);
                new SectionReader(p, errors).dependencies(dependencies);
            }
            case "predicates" -> {
                requireArray(value, key, keyAt);
                new SectionReader(p, errors).predicates(cardinalities);
            }
            // Recheck flags and the audit log: memscope's own state.
            case "flags" -> {
                requireArray(value, key, keyAt);
                new OwnSections(p, errors).flags(flags);
            }
            case "audit" -> {
                requireArray(value, key, keyAt);
                new OwnSections(p, errors).audit(audit);
            }
            default -> { // unknown top-level keys belong to other tools: skipped, and kept on a rewrite
                otherMembers.add(key);
                p.skipChildren();
            }
        }
        return false;
    }

    /** Whether the top-level object held a {@code facts} member. */
    boolean hasFacts() {
        return seen.contains("facts");
    }

    /** Cardinalities a foreign shape read beside its records. */
    void addCardinalities(Map<String, Cardinality> read) {
        cardinalities.putAll(read);
    }

    /** Whether a section read after the facts was also read before them (the serial read refuses that). */
    boolean sharesSectionWith(SideSections rest) {
        for (String key : rest.seen) {
            if (!key.equals("facts") && seen.contains(key)) {
                return true;
            }
        }
        return false;
    }

    /** Appends the sections {@code rest} read after the boundary of a split read, as if they were read here. */
    void appendAll(SideSections rest) {
        dependencies.appendAll(rest.dependencies);
        cardinalities.putAll(rest.cardinalities);
        flags.addAll(rest.flags);
        audit.addAll(rest.audit);
        otherMembers.addAll(rest.otherMembers);
    }

    /** The store as read: {@code facts}, which have finished loading, with these sections. */
    LoadedStore loaded(FactTable facts, StoreSource source) {
        dependencies.trim();
        return new LoadedStore(facts, GroupIndex.build(facts), dependencies,
                new PredicateCardinalities(cardinalities), flags, audit, source, otherMembers);
    }

    private void requireArray(JsonToken value, String key, JsonLocation keyAt) throws StoreException {
        if (value != JsonToken.START_ARRAY) {
            throw errors.at(keyAt, "\"" + key + "\" must be an array, found " + JsonErrors.describe(value));
        }
    }
}
