package io.memscope.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code memscope --help} lists each command with the first line of its description: a whole sentence. */
class HelpTest {
    @Test
    void everyCommandIsSummedUpInOneWholeSentence() {
        Map<String, CommandLine> commands = MemscopeCli.commandLine().getSubcommands();
        assertThat(commands).isNotEmpty();
        commands.forEach((name, command) -> {
            String summary = command.getCommandSpec().usageMessage().description()[0];
            assertThat(summary).as(name).endsWith(".").doesNotContain(". ");
            assertThat(summary.chars().filter(c -> c == '(').count())
                    .as(name + ": brackets closed").isEqualTo(summary.chars().filter(c -> c == ')').count());
            assertThat(summary.length()).as(name).isLessThanOrEqualTo(100);
        });
    }

    @Test
    void theHelpListsEveryHeadlessCommandAndNoBenchmark() {
        CliRun run = CliRun.of("--help");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("check ", "export ", "audit ", "resolve ").doesNotContain("bench");
    }
}
