package io.memscope.store.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.memscope.model.Cardinality;
import io.memscope.model.FactId;
import io.memscope.store.StoreException;

import java.io.IOException;
import java.util.Map;

/** Reads the small sections beside {@code facts}: {@code dependencies} and {@code predicates}. */
final class SectionReader {
    private final JsonParser p;
    private final JsonErrors errors;

    SectionReader(JsonParser p, JsonErrors errors) {
        this.p = p;
        this.errors = errors;
    }

    /** Entries {@code {"fact_id": 6, "depends_on": 5}}; the parser stands on the array's START_ARRAY. */
    void dependencies(DependencyList into) throws IOException, StoreException {
        int index = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), index++) {
            String label = "dependencies[" + index + "]";
            requireObject(t, label);
            FactId factId = null;
            FactId dependsOn = null;
            try {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken value = p.nextToken();
                    switch (name) {
                        case "fact_id" -> factId = JsonFields.id(p, value, name);
                        case "depends_on" -> dependsOn = JsonFields.id(p, value, name);
                        default -> p.skipChildren();
                    }
                }
            } catch (FieldProblem problem) {
                throw errors.at(problem.where(), label + ": " + problem.getMessage());
            }
            requireField(factId != null, label, "fact_id");
            requireField(dependsOn != null, label, "depends_on");
            into.add(factId, dependsOn);
        }
    }

    /** Entries {@code {"predicate": "likes", "cardinality": "many"}}. */
    void predicates(Map<String, Cardinality> into) throws IOException, StoreException {
        int index = 0;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), index++) {
            String label = "predicates[" + index + "]";
            requireObject(t, label);
            String predicate = null;
            Cardinality cardinality = null;
            try {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken value = p.nextToken();
                    switch (name) {
                        case "predicate" -> predicate = JsonFields.string(p, value, name);
                        case "cardinality" -> cardinality = cardinality(value);
                        default -> p.skipChildren();
                    }
                }
            } catch (FieldProblem problem) {
                throw errors.at(problem.where(), label + ": " + problem.getMessage());
            }
            requireField(predicate != null, label, "predicate");
            requireField(cardinality != null, label, "cardinality");
            Cardinality earlier = into.putIfAbsent(predicate, cardinality);
            if (earlier != null && earlier != cardinality) {
                throw errors.at(p.currentTokenLocation(), label + ": predicate " + JsonErrors.quote(predicate)
                        + " is declared both \"" + earlier.jsonName() + "\" and \"" + cardinality.jsonName() + "\"");
            }
        }
    }

    private Cardinality cardinality(JsonToken t) throws IOException, FieldProblem {
        String text = JsonFields.string(p, t, "cardinality");
        Cardinality parsed = Cardinality.parse(text);
        if (parsed == null) {
            throw JsonFields.problem(p, "\"cardinality\" must be \"one\" or \"many\", found " + JsonErrors.quote(text));
        }
        return parsed;
    }

    private void requireObject(JsonToken t, String label) throws StoreException {
        if (t != JsonToken.START_OBJECT) {
            throw errors.at(p.currentTokenLocation(), label + " must be an object, found " + JsonErrors.describe(t));
        }
    }

    private void requireField(boolean present, String label, String field) throws StoreException {
        if (!present) {
            throw errors.at(p.currentTokenLocation(), label + ": \"" + field + "\" is missing");
        }
    }
}
