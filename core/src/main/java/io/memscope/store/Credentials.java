package io.memscope.store;

import java.util.Objects;

/** A user name and password an operator typed for one store; never saved, never shown. */
public record Credentials(String user, String password) {
    public Credentials {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    @Override
    public String toString() {
        return "Credentials[user=" + user + ", password=***]";
    }
}
