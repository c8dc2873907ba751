package io.memscope.store;

/**
 * What an open store is: {@code location} is the file path or the JDBC URL with any password removed,
 * fit to show and to print in reports.
 */
public record StoreDescriptor(StoreKind kind, String location, boolean readOnly) {
}
