package io.memscope.store;

/**
 * How a Graphiti entity becomes a memscope subject, the same for every reader of Graphiti (an export, the
 * live graph). Graphiti keeps each group's graph apart ({@code group_id}: one user, one tenant), so two
 * groups' "Alice" are two people: in a store of several groups the subject carries its group, as
 * {@code Alice [group g1]}. A store of one group keeps the bare names an operator expects.
 */
public final class GraphitiSubjects {
    /** Put between the name and the group; a Cypher query builds the same text from these two. */
    public static final String GROUP_OPEN = " [group ";
    public static final String GROUP_CLOSE = "]";

    private GraphitiSubjects() {
    }

    /** The subject of an entity named {@code name} in {@code group} (null: none), in a store of several groups or not. */
    public static String of(String name, String group, boolean severalGroups) {
        return severalGroups && group != null ? name + GROUP_OPEN + group + GROUP_CLOSE : name;
    }
}
