package io.memscope.cli;

/** Breaks "the CLI never touches the app" on purpose: see ArchitectureRulesCanFailTest. */
final class CliArchCanary {
    Object window() {
        return io.memscope.ui.theme.Theme.LIGHT;
    }
}
