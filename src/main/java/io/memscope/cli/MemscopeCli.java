package io.memscope.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The command line: {@code check}, {@code current}, {@code export}, {@code generate}, {@code render}, {@code bench},
 * {@code index}, the operator actions
 * ({@code resolve}, {@code supersede}, {@code invalidate}, {@code flag}, {@code unflag}, {@code many},
 * {@code undo}) and {@code audit}. Exit codes are
 * a contract with scripts: 0 clean / done, 1 findings, 2 unusable input or bad usage (one line on
 * stderr, never a stack trace).
 */
@Command(name = "memscope", mixinStandardHelpOptions = true, version = "memscope 0.1.0",
        description = "Inspect the long-term memory of AI agents: find contradictions and supersession problems.",
        subcommands = {BenchCommand.class, CheckCommand.class, CurrentCommand.class, ExportCommand.class, GenerateCommand.class,
                IndexCommand.class, RenderCommand.class,
                ReviewCommands.Resolve.class, ReviewCommands.Supersede.class, ReviewCommands.InvalidateCommand.class,
                ReviewCommands.FlagCommand.class, ReviewCommands.UnflagCommand.class, ReviewCommands.Many.class,
                ReviewCommands.UndoCommand.class, AuditCommand.class})
public final class MemscopeCli implements Runnable {
    public static final int OK = 0;
    public static final int FINDINGS = 1;
    public static final int UNUSABLE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Whether these arguments ask for the command line rather than the window. */
    public static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        if (args[0].startsWith("-")) {
            return true;
        }
        return new CommandLine(new MemscopeCli()).getSubcommands().containsKey(args[0]) || args.length > 1;
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter outWriter = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter errWriter = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine cli = new CommandLine(new MemscopeCli());
        cli.setOut(outWriter);
        cli.setErr(errWriter);
        cli.setParameterExceptionHandler((ex, a) -> {
            CommandLine cmd = ex.getCommandLine();
            errWriter.println(cmd.getCommandSpec().qualifiedName() + ": " + oneLine(ex.getMessage())
                    + " (see " + cmd.getCommandSpec().qualifiedName() + " --help)");
            return UNUSABLE;
        });
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            // Anything that reaches here is a bug, not bad input; still one line, and exit 2.
            errWriter.println(cmd.getCommandSpec().qualifiedName() + ": internal error: " + oneLine(String.valueOf(ex)));
            return UNUSABLE;
        });
        int code = cli.execute(args);
        outWriter.flush();
        errWriter.flush();
        return code;
    }

    static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
    }
}
