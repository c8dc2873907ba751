package io.memscope.ui.actions;

import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

import java.util.Arrays;
import java.util.List;

/**
 * Every command of the window and every key it answers, in one place, as JabRef's {@code StandardActions}:
 * the menus, their accelerators, the review queue's keys and Help → Keyboard Shortcuts are all made from
 * this list, so they cannot drift apart. {@code text} is the menu text (null for keys that are no menu
 * item), {@code keys} the key combinations in JavaFX's notation (the first is the accelerator), and
 * {@code help} what Help says the key does.
 */
public enum StandardAction {
    OPEN("_Open Store…", HelpSection.ANYWHERE, "Open a store file", "Shortcut+O"),
    CONNECT("_Connect to a Database…", HelpSection.ANYWHERE, "Connect to PostgreSQL or open a JDBC URL",
            "Shortcut+Shift+O"),
    EXPORT_MEMORY("_Export Memory…", HelpSection.ANYWHERE, "Export the memory (snapshot or history)",
            "Shortcut+Shift+E"),
    EXPORT_IMAGE("Export Timeline _Image…", HelpSection.ANYWHERE, "Save the timeline as a picture", "Shortcut+E"),
    OPEN_READ_ONLY("Open _Read-Only", HelpSection.ANYWHERE, "Open stores read-only (on or off)", "Shortcut+Shift+R"),
    RELOAD("Re_load", HelpSection.ANYWHERE, "Reload the store", "F5"),
    CANCEL("_Cancel Running Work", HelpSection.ANYWHERE, "Cancel running work", "Esc"),
    QUIT("_Quit", HelpSection.ANYWHERE, "Quit memscope", "Shortcut+Q"),

    REVIEW("_Review Queue…", HelpSection.ANYWHERE, "Open the review queue", "Shortcut+R"),
    UNDO("_Undo Last Action", HelpSection.ANYWHERE, "Undo the latest action", "Shortcut+Z"),
    SHOW_AUDIT("Show _Audit Log", HelpSection.ANYWHERE, "Show the audit log", "Shortcut+3"),
    OPERATOR("_Operator Name…", HelpSection.ANYWHERE, "Change the operator name"),

    FIND_SUBJECT("Find _Subject", HelpSection.ANYWHERE, "Filter subjects", "Shortcut+F"),
    SEARCH("Searc_h the Store…", HelpSection.ANYWHERE, "Search values, predicates, sources and agents",
            "Shortcut+Shift+F"),
    SHOW_FINDINGS("Show _Findings", HelpSection.ANYWHERE, "Show the findings", "Shortcut+1"),
    SHOW_AS_OF("Show _As-Of Comparison", HelpSection.ANYWHERE, "Show the as-of comparison", "Shortcut+2"),
    SHOW_SUGGESTIONS("Show Su_ggestions", HelpSection.ANYWHERE, "Show the suggestions", "Shortcut+4"),
    ZOOM_IN("Zoom _In", HelpSection.TIMELINE, "Zoom in", "Shortcut+EQUALS"),
    ZOOM_OUT("Zoom _Out", HelpSection.TIMELINE, "Zoom out", "Shortcut+MINUS"),
    FIT_ALL("Fit _All", HelpSection.TIMELINE, "Fit every fact", "Shortcut+0"),
    AS_OF_CURSOR("As-Of _Cursor", HelpSection.ANYWHERE, "As-of cursor on or off", "Shortcut+T"),
    REPLAY("_Replay Subject", HelpSection.ANYWHERE, "Replay the subject", "Shortcut+P"),
    REPLAY_PLAY("Play / Pause Replay", HelpSection.ANYWHERE, "Play or pause the replay", "Shortcut+SPACE"),
    REPLAY_BACK("Previous Replay Step", HelpSection.ANYWHERE, "Previous replay step", "Shortcut+Open Bracket"),
    REPLAY_FORWARD("Next Replay Step", HelpSection.ANYWHERE, "Next replay step", "Shortcut+Close Bracket"),
    DARK_THEME("_Dark Theme", HelpSection.ANYWHERE, "Dark theme (on or off)", "Shortcut+D"),

    SHORTCUTS("_Keyboard Shortcuts", HelpSection.ANYWHERE, "This list of keys", "F1"),
    ABOUT("_About memscope", HelpSection.ANYWHERE, "About memscope"),

    LIST_MOVE(null, HelpSection.SUBJECT_LIST, "Previous / next subject", "Up", "Down"),
    LIST_PAGE(null, HelpSection.SUBJECT_LIST, "A screenful up / down", "Page Up", "Page Down"),
    LIST_ENDS(null, HelpSection.SUBJECT_LIST, "First / last subject", "Home", "End"),
    FILTER_TO_LIST(null, HelpSection.SUBJECT_LIST, "From the filter into the list", "Down", "Enter"),

    TIMELINE_FACT(null, HelpSection.TIMELINE, "Previous / next fact in the lane", "Left", "Right"),
    TIMELINE_LANE(null, HelpSection.TIMELINE, "Row or lane above / below", "Up", "Down"),
    TIMELINE_ZOOM(null, HelpSection.TIMELINE, "Zoom in / out / fit (without Ctrl)", "Plus", "Minus", "0"),

    KEEP_FIRST(null, HelpSection.REVIEW_QUEUE, "Keep the first value", "1", "Numpad 1"),
    KEEP_SECOND(null, HelpSection.REVIEW_QUEUE, "Keep the second value", "2", "Numpad 2"),
    KEEP_CHOSEN(null, HelpSection.REVIEW_QUEUE,
            "Keep the chosen value (Tab chooses); 3 to 9 keep the third to ninth", "K", "3", "4", "5", "6", "7", "8",
            "9"),
    BOTH_HOLD(null, HelpSection.REVIEW_QUEUE, "Both hold: the predicate is multi-valued (asks first)", "B"),
    INVALIDATE_FACT(null, HelpSection.REVIEW_QUEUE, "Invalidate the chosen fact as never true (asks first)", "I"),
    FLAG_FACT(null, HelpSection.REVIEW_QUEUE, "Flag the chosen fact for recheck", "F"),
    CLEAR_FLAG(null, HelpSection.REVIEW_QUEUE, "Clear the chosen fact's flag", "C"),
    SKIP(null, HelpSection.REVIEW_QUEUE, "Skip: keep it for later", "S"),
    ACCEPT_SUGGESTION(null, HelpSection.REVIEW_QUEUE, "Accept a suggested supersession: link the two facts", "A"),
    DISMISS_SUGGESTION(null, HelpSection.REVIEW_QUEUE, "Dismiss a suggested supersession: never offered again", "D"),
    UNDO_DECISION(null, HelpSection.REVIEW_QUEUE, "Undo the latest decision", "U"),
    OTHER_FACT(null, HelpSection.REVIEW_QUEUE, "Choose the other fact", "Tab"),
    TYPE_REASON(null, HelpSection.REVIEW_QUEUE, "Type a reason for the next decision", "R"),
    BATCH_KEEP_FIRST(null, HelpSection.REVIEW_QUEUE, "Keep the first value in every item of this kind left (asks first)",
            "Shortcut+1"),
    BATCH_KEEP_SECOND(null, HelpSection.REVIEW_QUEUE,
            "Keep the second value in every item of this kind left (asks first)", "Shortcut+2"),
    BATCH_INVALIDATE(null, HelpSection.REVIEW_QUEUE,
            "Invalidate the chosen fact of every item of this kind left (asks first)", "Shortcut+I"),
    FILTER_QUEUE(null, HelpSection.REVIEW_QUEUE, "Filter the queue by kind, subject, predicate or agent",
            "Shortcut+F"),
    CLOSE_REVIEW(null, HelpSection.REVIEW_QUEUE,
            "Close the review queue (in the reason or filter field: back to the queue)", "Esc");

    private final String text;
    private final HelpSection section;
    private final String help;
    private final List<KeyCombination> keys;

    StandardAction(String text, HelpSection section, String help, String... keys) {
        this.text = text;
        this.section = section;
        this.help = help;
        this.keys = Arrays.stream(keys).map(KeyCombination::keyCombination).toList();
    }

    /** The menu text with its mnemonic ({@code _}), or null for a key that is no menu item. */
    public String text() {
        return text;
    }

    public HelpSection section() {
        return section;
    }

    public String help() {
        return help;
    }

    public List<KeyCombination> keys() {
        return keys;
    }

    /** The menu item's accelerator, or null. */
    public KeyCombination accelerator() {
        return text == null || keys.isEmpty() ? null : keys.get(0);
    }

    /** Whether {@code event} is one of this action's keys. */
    public boolean matches(KeyEvent event) {
        return keys.stream().anyMatch(k -> k.match(event));
    }

    /** The keys as Help shows them, in the platform's notation ("Ctrl+O"). */
    public String keysShown() {
        return String.join(" / ", keys.stream().map(KeyCombination::getDisplayText).toList());
    }
}
