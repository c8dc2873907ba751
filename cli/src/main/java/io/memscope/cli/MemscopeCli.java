package io.memscope.cli;

import io.memscope.store.OutOfMemory;
import io.memscope.store.Redaction;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The command line: {@code check}, {@code current}, {@code export}, {@code generate}, {@code index}, the
 * operator actions ({@code resolve}, {@code supersede}, {@code invalidate}, {@code flag}, {@code unflag},
 * {@code many}, {@code undo}), {@code audit} and {@code suggest}; the desktop app adds {@code render}. Exit codes are a
 * contract with scripts: 0 clean / done, 1 findings, 2 unusable input or bad usage (one line on stderr,
 * never a stack trace).
 */
@Command(name = "memscope", mixinStandardHelpOptions = true, versionProvider = MemscopeCli.Version.class,
        description = "Inspect the long-term memory of AI agents: find contradictions and supersession problems,"
                + " and suggest the supersessions its paraphrases hide.",
        subcommands = {CheckCommand.class, CurrentCommand.class, ExportCommand.class, GenerateCommand.class,
                IndexCommand.class,
                ReviewCommands.Resolve.class, ReviewCommands.Supersede.class, ReviewCommands.InvalidateCommand.class,
                ReviewCommands.FlagCommand.class, ReviewCommands.UnflagCommand.class, ReviewCommands.Many.class,
                ReviewCommands.UndoCommand.class, ReviewCommands.Dismiss.class, ReviewCommands.Alias.class,
                AuditCommand.class, SuggestCommand.class})
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

    /**
     * The command tree, with the commands a launcher adds to the headless ones (the desktop app's
     * {@code render}).
     */
    public static CommandLine commandLine(Object... extraCommands) {
        CommandLine cli = new CommandLine(new MemscopeCli());
        for (Object extra : extraCommands) {
            cli.addSubcommand(extra);
        }
        return cli;
    }

    /** Whether these arguments ask for the command line rather than the window. */
    public static boolean isCommandLine(String[] args, Object... extraCommands) {
        if (args.length == 0) {
            return false;
        }
        if (args[0].startsWith("-")) {
            return true;
        }
        return commandLine(extraCommands).getSubcommands().containsKey(args[0]) || args.length > 1;
    }

    public static int run(String[] args, PrintStream out, PrintStream err, Object... extraCommands) {
        return run(commandLine(extraCommands), args, out, err);
    }

    /** Runs {@code cli} with memscope's exit codes and one-line messages (the benchmark's command uses it too). */
    public static int run(CommandLine cli, String[] args, PrintStream out, PrintStream err) {
        PrintWriter outWriter = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter errWriter = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        cli.setOut(outWriter);
        cli.setErr(errWriter);
        cli.setParameterExceptionHandler((ex, a) -> {
            CommandLine cmd = ex.getCommandLine();
            errWriter.println(cmd.getCommandSpec().qualifiedName() + ": " + oneLine(ex.getMessage())
                    + " (see " + cmd.getCommandSpec().qualifiedName() + " --help)");
            return UNUSABLE;
        });
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            if (OutOfMemory.causes(ex)) {
                errWriter.println(cmd.getCommandSpec().qualifiedName() + ": " + OutOfMemory.message("running "
                        + cmd.getCommandSpec().name()));
                return UNUSABLE;
            }
            // Anything else that reaches here is a bug, not bad input; still one line, and exit 2.
            errWriter.println(cmd.getCommandSpec().qualifiedName() + ": internal error: " + oneLine(String.valueOf(ex)));
            return UNUSABLE;
        });
        int code;
        try {
            code = cli.execute(args);
        } catch (OutOfMemoryError e) {
            errWriter.println("memscope: " + OutOfMemory.message("running " + String.join(" ", args).split(" ")[0]));
            code = UNUSABLE;
        }
        outWriter.flush();
        errWriter.flush();
        return code;
    }

    /** A message as the command line prints it: one line, every password masked. */
    public static String oneLine(String message) {
        return message == null ? "" : Redaction.message(message.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
    }

    /** The version the build wrote into {@code version.properties} (the root pom's, written once). */
    public static String version() {
        Properties p = new Properties();
        try (InputStream in = MemscopeCli.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"memscope " + version()};
        }
    }
}
