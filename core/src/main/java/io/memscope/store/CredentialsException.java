package io.memscope.store;

/**
 * The store refused the user name and password it was given (or was given none and needs them): the window
 * asks for them and tries again, the command line says how to pass them.
 */
public class CredentialsException extends StoreException {
    public CredentialsException(String message, Throwable cause) {
        super(message, cause);
    }
}
