package io.memscope.ui.main;

/** The keyboard reference shown under Help → Keyboard Shortcuts. */
final class ShortcutHelp {
    static final String TEXT = String.join("\n",
            "Ctrl+O\tOpen a store file",
            "Ctrl+Shift+O\tConnect to PostgreSQL",
            "Ctrl+Shift+R\tOpen read-only (toggle)",
            "F5\tReload the store",
            "Esc\tCancel running work",
            "Ctrl+F\tFilter subjects",
            "Ctrl+1 / Ctrl+2\tFindings / As-of comparison",
            "Ctrl+T\tAs-of cursor on or off",
            "Ctrl+D\tDark theme",
            "Ctrl+P\tReplay the subject;  Ctrl+Space plays or pauses",
            "Ctrl+[ / Ctrl+]\tPrevious / next replay step",
            "",
            "In the subject list:",
            "↑ ↓  Page Up/Down  Home End\tChoose a subject",
            "",
            "On the timeline:",
            "← →\tPrevious / next fact in the lane",
            "↑ ↓\tLane above / below",
            "+ −  (or Ctrl+= Ctrl+−)\tZoom in / out",
            "0  (or Ctrl+0)\tFit all",
            "Wheel\tZoom around the pointer;  Shift+wheel pans",
            "Drag\tPan;  drag the red handle to move the as-of cursor");

    private ShortcutHelp() {
    }
}
