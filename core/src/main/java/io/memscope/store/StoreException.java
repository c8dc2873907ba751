package io.memscope.store;

/**
 * A store cannot be used as asked. The message is written for the operator and is complete on one
 * line: it names the store (file or URL without password) and what is wrong and where, e.g.
 * {@code facts.json: line 12, column 7: "valid_from" is not an ISO-8601 timestamp: "yesterday"}. Any
 * password in it is masked ({@link Redaction}).
 */
public class StoreException extends Exception {
    public StoreException(String message) {
        super(Redaction.message(message));
    }

    public StoreException(String message, Throwable cause) {
        super(Redaction.message(message), cause);
    }
}
