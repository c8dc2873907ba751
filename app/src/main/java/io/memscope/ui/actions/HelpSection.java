package io.memscope.ui.actions;

/** Where a key acts, as Help → Keyboard Shortcuts groups them. */
public enum HelpSection {
    ANYWHERE("Anywhere"),
    SUBJECT_LIST("In the subject list"),
    TIMELINE("On the timeline"),
    REVIEW_QUEUE("In the review queue");

    private final String title;

    HelpSection(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }
}
