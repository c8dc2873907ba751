package io.memscope.ui.dialog;

import javafx.scene.control.Alert;

/**
 * Something the window tells the operator, with what kind of thing it is: a store that cannot be opened is
 * not a refused action, and neither is a decision taken twice. Each kind has its own title, so a routine
 * refusal does not read like damage.
 */
public record Message(Kind kind, String text) {
    public enum Kind {
        CANNOT_OPEN("This store cannot be opened", Alert.AlertType.ERROR),
        STORE_FAILED("The store could not be read", Alert.AlertType.ERROR),
        REFUSED("The action was not taken", Alert.AlertType.WARNING),
        CHANGED("The store changed since it was shown", Alert.AlertType.WARNING),
        NOT_WRITTEN("The file was not written", Alert.AlertType.ERROR),
        AUDIT_WARNING("The audit log is not as this machine left it", Alert.AlertType.WARNING),
        NOTICE("memscope", Alert.AlertType.INFORMATION);

        private final String title;
        private final Alert.AlertType type;

        Kind(String title, Alert.AlertType type) {
            this.title = title;
            this.type = type;
        }

        public String title() {
            return title;
        }

        public Alert.AlertType type() {
            return type;
        }
    }

    public static Message of(Kind kind, String text) {
        return new Message(kind, text);
    }
}
