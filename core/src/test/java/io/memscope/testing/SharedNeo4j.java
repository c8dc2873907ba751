package io.memscope.testing;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One {@link GraphitiNeo4j} for every test class of the test JVM that extends with this, started on first
 * use and closed when the JVM's tests are done (it lives in the root context's store, which closes what it
 * holds). Before each such class its graph is emptied, so a class sees only what it writes itself, as if it
 * had started a server of its own; classes run one after another, never two on the graph at once.
 *
 * <p>Use: {@code @ExtendWith(SharedNeo4j.class)} on the class and a {@code GraphitiNeo4j} parameter on its
 * {@code @BeforeAll} method (or on a test method).
 */
public final class SharedNeo4j implements BeforeAllCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedNeo4j.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        graph(context).empty();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == GraphitiNeo4j.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return graph(context);
    }

    private static GraphitiNeo4j graph(ExtensionContext context) {
        // a stored AutoCloseable is closed with its store, here the root one: after the JVM's last test class
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(GraphitiNeo4j.class, key -> GraphitiNeo4j.start(), GraphitiNeo4j.class);
    }
}
