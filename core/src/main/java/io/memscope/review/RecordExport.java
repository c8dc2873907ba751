package io.memscope.review;

/**
 * Puts an export on the record: what was exported, in which format, where, and how many facts. It
 * changes no fact, so undo passes over it.
 */
public final class RecordExport implements ReviewAction {
    private final String what;

    /**
     * @param shape       "current snapshot" or "full history"
     * @param format      the export format's name
     * @param destination where the file went
     * @param facts       how many facts it holds
     */
    public RecordExport(String shape, String format, String destination, long facts) {
        this.what = "exported the " + shape + " (" + facts + (facts == 1 ? " fact" : " facts") + ") as " + format
                + " to " + destination;
    }

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String description() {
        return what;
    }

    @Override
    public String reason() {
        return what;
    }

    @Override
    public void execute(ActionContext context) {
        // nothing changes: the audit entry is the whole point
    }

    @Override
    public boolean recordsOnly() {
        return true;
    }
}
